// The organisation module's public door: what other modules may use. Everything else in the folder is private.
export { createBranch, updateBranch } from './branches-service';
export { companyBrand } from './branding-service';
export { countryExists, findCompany } from './companies-queries';
export {
  createCompany,
  listedState,
  loadCompany,
  segregationOfDutiesIn,
  updateCompany,
} from './companies-service';
export { assertDepartmentField, createDepartment, updateDepartment } from './departments-service';
export { findCountry } from './queries';
export { warnAboutUnlistedStates } from './states-service';
export { createTeam, updateTeam } from './teams-service';
