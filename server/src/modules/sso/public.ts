// The sso module's door: a company's identity providers, as its sign-in policy reads and writes them.
export { readProviders, saveProviders } from './providers';
