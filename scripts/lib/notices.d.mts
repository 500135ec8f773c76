export interface ListedPackage {
  name: string;
  version: string;
  license: string;
  builds: string[];
}
export function shippedPackages(root: string): ListedPackage[];
export function noticesText(root: string): string;
