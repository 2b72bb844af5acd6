// The auth feature's door: what app/ and other features may import (its pages load through routes.tsx).
// Nothing: no other feature uses auth's parts; app/ loads its pages through routes.tsx.
export {};
