import type { Locator, Page } from '@playwright/test';
import type { StandIn } from '../../support/stand-in.ts';
import { statsOf } from '../../support/stand-in-admin.ts';

// What a user does on the Connect screen, by visible labels (English UI).

export type HostKindLabel = 'Production' | 'Development' | 'Custom URL';

export class ConnectPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /Connect to the service|Reconnect/ });
  }

  get status(): Locator {
    return this.page.getByTestId('connection-status');
  }

  get header(): Locator {
    return this.page.getByRole('group', { name: 'Connection status' });
  }

  /** A section link of the navigation rail. */
  nav(name: string): Locator {
    return this.page.getByRole('navigation').getByRole('link', { name });
  }

  profile(name: string): Locator {
    return this.page.locator(`li.profile[data-profile-name="${name}"]`);
  }

  async fillProfile(options: { name: string; hostKind: HostKindLabel; baseUrl: string }) {
    await this.form.getByLabel('Profile name', { exact: true }).fill(options.name);
    await this.form.getByRole('radio', { name: options.hostKind }).check();
    await this.form.getByLabel('Service address', { exact: true }).fill(options.baseUrl);
  }

  async fillToken(token: string) {
    await this.form.getByRole('radio', { name: 'Paste an installation token' }).check();
    await this.form.getByLabel('Installation token', { exact: true }).fill(token);
  }

  async fillSecret(options: { clientId: string; secret: string; permissions?: string[] }) {
    await this.form.getByRole('radio', { name: 'Client ID and secret' }).check();
    await this.form.getByLabel('Client ID', { exact: true }).fill(options.clientId);
    await this.form.getByLabel('Client secret', { exact: true }).fill(options.secret);
    for (const label of options.permissions ?? []) {
      await this.form.getByRole('checkbox', { name: label }).check();
    }
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Connect', exact: true }).click();
  }

  /** A full token connection through the form, for tests that need one to start from. */
  async connectWithToken(name: string, baseUrl: string, token: string) {
    await this.fillProfile({ name, hostKind: 'Custom URL', baseUrl });
    await this.fillToken(token);
    await this.submit();
    await this.header.getByTestId('active-profile-name').filter({ hasText: name }).waitFor();
  }

  /** Permission names listed in the status card. */
  async grantedPermissions(): Promise<string[]> {
    const items = this.status.locator('[data-permission]');
    return (
      await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-permission') ?? ''))
    ).sort();
  }
}

export async function serviceRequestCount(standIn: StandIn): Promise<number> {
  return (await statsOf(standIn)).requests;
}
