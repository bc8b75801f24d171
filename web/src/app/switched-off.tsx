import type { ComponentType } from 'react';
import { SwitchedOffPage, type SwitchName } from '../features/errors/pages/switched-off-page';
import { useRemoteSettings } from '../lib/remote-settings';

export type { SwitchName };

/**
 * A page an operator can switch off (Remote Config, `docs/remote-config.md`): while its switch is
 * off, the page says so instead of showing itself. Loaded only with the pages it wraps.
 */
export function withSwitch(Page: ComponentType, name: SwitchName): ComponentType {
  function SwitchedPage() {
    const settings = useRemoteSettings();
    const open = name === 'share' ? settings.shareModeEnabled : settings.signupsEnabled;
    return open ? <Page /> : <SwitchedOffPage name={name} />;
  }
  SwitchedPage.displayName = `Switched(${Page.displayName ?? Page.name})`;
  return SwitchedPage;
}
