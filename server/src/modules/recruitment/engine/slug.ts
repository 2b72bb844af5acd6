const MAX_LENGTH = 100;

/** A URL-safe slug of a job title: "Senior Engineer (Payroll) – Pune" → "senior-engineer-payroll-pune". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'job';
}
