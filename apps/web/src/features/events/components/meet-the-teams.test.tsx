import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoEvent } from '~/testing';
import { MeetTheTeams } from './meet-the-teams';

describe('MeetTheTeams', () => {
  it('says "Any class" for a team that allows every class, and lists the classes of one that does not', () => {
    const [ember, frost] = demoEvent().teams;
    render(<MeetTheTeams teams={[ember!, { ...frost!, allowed_classes: [] }]} ownTeamId={null} theme="dark" />);
    const open = screen.getByRole('heading', { name: 'Frost Wardens' }).closest('li') as HTMLElement;
    expect(open).toHaveTextContent('Allowed classesAny class');
    expect(within(open).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/to be announced/)).not.toBeInTheDocument();

    const limited = screen.getByRole('heading', { name: 'Ember Tide' }).closest('li') as HTMLElement;
    expect(within(limited).getByRole('list', { name: 'Classes Ember Tide may play' })).toHaveTextContent(
      'JuggernautSlayer',
    );
    expect(limited).not.toHaveTextContent('Any class');
  });
});
