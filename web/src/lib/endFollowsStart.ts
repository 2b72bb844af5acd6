/** The part of a react-hook-form form with a date range that the start box moves. */
type RangeForm = {
  getValues: (name: 'to_date') => string | undefined;
  setValue: (name: 'to_date', value: string) => void;
};

/**
 * The start box's register options in a request for a day or a range: a one-day request is the usual one, so
 * the end follows the start while it is blank or before it, and stays where it was moved to otherwise.
 */
export function endFollowsStart(form: RangeForm) {
  return {
    onChange: (event: { target: { value: string } }) => {
      const from = event.target.value;
      const to = form.getValues('to_date');
      if (!to || to < from) form.setValue('to_date', from);
    },
  };
}
