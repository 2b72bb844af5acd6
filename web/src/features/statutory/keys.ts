export const statutoryKeys = {
  rates: ['statutory-rates'] as const,
  rate: (id: number) => ['statutory-rates', 'detail', id] as const,
};
