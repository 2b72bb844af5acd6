/**
 * The exits list's action for one leaver: compute the full and final settlement (a draft) or open the one
 * there is. (H2 fills this in.)
 */
export function SettlementAction(_props: {
  employeeId: number;
  settlement: { id: number; status: string } | null;
}) {
  return null;
}
