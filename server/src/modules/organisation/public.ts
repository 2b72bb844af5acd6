// The organisation module's public door: what other modules may use. Everything else in the folder is private.
export { countryExists } from './companies-queries';
export { loadCompany, segregationOfDutiesIn } from './companies-service';
export { assertDepartmentField } from './departments-service';
export { findCountry } from './queries';
export { warnAboutUnlistedStates } from './states-service';
