/** The numeric id of a route parameter, and whether it is a usable one. */
export function routeId(param: string | undefined): { id: number; valid: boolean } {
  const id = Number(param);
  return { id, valid: Number.isInteger(id) && id > 0 };
}
