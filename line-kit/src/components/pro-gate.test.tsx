import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import { useSession } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import { ownUserQuery, plansQuery } from '@handyq/web/user';
import { LINE_GATE_TEXTS, ProGate } from './pro-gate';

// The Line Kit's gate on the real rule (useProAccess) with the plan answers already in the cache:
// the camera page shows only for Pro, or for anyone while trial mode is on.
const USER = { _id: 'u1', fullname: 'Ada', username: 'ada', email: 'ada@example.com' };

function gate(trialMode: boolean, tier: 'basic' | 'pro' | null) {
  queryClient.clear();
  if (tier) {
    useSession.setState({ user: USER as never, restoring: false });
    queryClient.setQueryData(plansQuery.queryKey, { trialMode, limits: {} } as never);
    queryClient.setQueryData(ownUserQuery(USER._id).queryKey, { ...USER, plan: { tier } } as never);
  } else {
    useSession.setState({ user: null, restoring: false });
  }
  return render(
    <KitProviders>
      <MemoryRouter>
        <ProGate>
          <p>the camera page</p>
        </ProGate>
      </MemoryRouter>
    </KitProviders>,
  );
}

describe('the Line Kit gate', () => {
  it('trial mode on: any user has the camera page', () => {
    gate(true, 'basic');
    expect(screen.getByText('the camera page')).toBeTruthy();
  });

  it('trial mode off: Pro has it, Basic is told it is for Pro and may see the plans', async () => {
    const pro = gate(false, 'pro');
    expect(screen.getByText('the camera page')).toBeTruthy();
    pro.unmount();
    gate(false, 'basic');
    expect(screen.queryByText('the camera page')).toBeNull();
    expect(screen.getByRole('heading', { name: LINE_GATE_TEXTS.proOnly })).toBeTruthy();
    expect(screen.getByText(PRO_ONLY_MESSAGES.lineKit)).toBeTruthy();
    expect(screen.getByRole('link', { name: LINE_GATE_TEXTS.backToKit }).getAttribute('href')).toBe(
      '/linePerfector',
    );
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    // the plans dialog (its module loads on the press), with why it opened
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getAllByText(PRO_ONLY_MESSAGES.lineKit).length).toBeGreaterThan(1);
  });

  it('a visitor is asked to log in', () => {
    gate(true, null);
    expect(screen.getByRole('heading', { name: LINE_GATE_TEXTS.visitor })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: LINE_GATE_TEXTS.backToKit }).getAttribute('href')).toBe(
      '/linePerfector',
    );
    expect(screen.queryByText('the camera page')).toBeNull();
  });
});
