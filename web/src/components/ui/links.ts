/** A record's name as a link inside a table row or card (a record's name, a related record). */
export const recordLink =
  'rounded font-medium text-slate-900 hover:text-indigo-600 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** A row or card action written as a link ("View", "Edit", "Branches"). */
export const actionLink =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
