/** One employee chosen in a form's list of several (EmployeeChecklist), with how they are shown while chosen. */
export type ChosenEmployee = { id: number; label: string };

/** The chosen employees with one more, or one fewer when already chosen. */
export function toggleEmployee(
  chosen: readonly ChosenEmployee[],
  employee: ChosenEmployee,
): ChosenEmployee[] {
  return chosen.some((c) => c.id === employee.id)
    ? chosen.filter((c) => c.id !== employee.id)
    : [...chosen, employee];
}

/** The chosen employees with every one shown added (each once). */
export function chooseAll(
  chosen: readonly ChosenEmployee[],
  shown: readonly ChosenEmployee[],
): ChosenEmployee[] {
  const ids = new Set(chosen.map((c) => c.id));
  return [...chosen, ...shown.filter((s) => !ids.has(s.id))];
}
