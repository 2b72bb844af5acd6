// The statute feature's door: the income-tax statute of a year, for every screen that cites a form or section.
export { cite, citeLine, regimeLabel, statementFormOf } from '@hrms/contracts/statute';
export { statuteKeys, useStatute } from './api';
