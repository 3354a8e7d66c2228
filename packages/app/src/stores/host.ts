/** Account opening is not offered in production (spec 000 §6, 001 §2); demo and test hosts show it. */
export function isProductionHost(hostname: string): boolean {
  return !/^(localhost|127\.|0\.0\.0\.0|\[::1\])|(^|[.-])(dev|test|uat|dr|demo)([.-]|$)/i.test(hostname);
}
