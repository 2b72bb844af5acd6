// Moved to the shared lib (statutory payments' form uses it too); kept here for the tax-year forms' imports.
export { contractCheck } from '@/lib/contractCheck';
