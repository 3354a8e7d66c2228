import type { Navigation } from './root.ts';

/** Records where the stores sent the user. */
export class RecordingNavigation implements Navigation {
  path = '/login';
  visits: string[] = [];
  reloads: string[] = [];
  go(path: string): void {
    this.path = path;
    this.visits.push(path);
  }
  currentPath(): string {
    return this.path;
  }
  reload(path: string): void {
    this.path = path;
    this.reloads.push(path);
  }
}
