type Person = { first_name: string; last_name: string };

/** "Priya Nair". */
export function personName(person: Person): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/** How an employee is offered in a pick list (spec 2 §2): "Meera Krishnan (EMP-0011)". */
export function employeeOptionLabel(employee: Person & { employee_id: string }): string {
  return `${personName(employee)} (${employee.employee_id})`;
}
