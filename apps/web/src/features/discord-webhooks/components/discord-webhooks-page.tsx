import { DISCORD_WEBHOOK_URL_MAX, type DiscordWebhook, type DiscordWebhookPurpose } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { PageSection } from '~/components/layout/page';
import { BusyButton } from '~/components/ui/busy-button';
import { TextInputField } from '~/components/ui/form-field';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { QueryRegion } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';
import {
  useDeleteDiscordWebhook,
  useDiscordWebhooks,
  useSetDiscordWebhook,
  useTestDiscordWebhook,
} from '../api/discord-webhooks';

/** Each purpose's name and what its channel hears (docs/decisions/038-discord-webhooks.md). */
export const PURPOSES: Record<DiscordWebhookPurpose, { name: string; what: string }> = {
  submissions: {
    name: 'New submissions',
    what: 'For the judges: each submission that waits for a review, with its objective, team, player and proof.',
  },
  decisions: {
    name: 'Decisions',
    what: 'A race or bounty decided by a judge: the team, its place and its points.',
  },
  milestones: {
    name: 'Milestones',
    what: 'A team taking the lead, and a team completing a category.',
  },
  job_failures: {
    name: 'Failing jobs',
    what: 'For the admins: an ingestion job of this event that keeps failing (once per failing streak).',
  },
};

/**
 * An event's Discord webhooks, one per purpose: connect a channel by its webhook URL, send it a test message,
 * and see whether messages are getting through (last sent, last error, waiting and given-up counts).
 */
export function DiscordWebhooksPage({ eventId }: { eventId: number }) {
  const webhooks = useDiscordWebhooks(eventId);
  const headingId = useId();
  return (
    <PageSection id={headingId} title="Channels">
      <p className="text-sm text-base-content/80">
        In Discord, open a channel’s settings, then Integrations → Webhooks → New Webhook, and copy its URL here. The
        URL lets anyone post to the channel: once saved, it is never shown again in full.
      </p>
      <QueryRegion query={webhooks} loadingLabel="Loading webhooks..." errorTitle="The webhooks could not be loaded.">
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((webhook) => (
              <li key={webhook.purpose} className="rounded-box border border-base-300 p-3">
                <WebhookCard eventId={eventId} webhook={webhook} />
              </li>
            ))}
          </ul>
        )}
      </QueryRegion>
    </PageSection>
  );
}

function WebhookCard({ eventId, webhook }: { eventId: number; webhook: DiscordWebhook }) {
  const id = useId();
  const { name, what } = PURPOSES[webhook.purpose];
  const save = useSetDiscordWebhook(eventId);
  const remove = useDeleteDiscordWebhook(eventId);
  const test = useTestDiscordWebhook(eventId);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') {
      setError('Paste the webhook URL from Discord.');
      return;
    }
    setError(null);
    save.mutate(
      { purpose: webhook.purpose, url: url.trim() },
      {
        onSuccess: () => {
          setUrl('');
          setSaid(`${name} now go to the new webhook.`);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{name}</h3>
      <p className="text-sm">{what}</p>
      <DeliveryState webhook={webhook} />
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextInputField
          id={`${id}-url`}
          label={webhook.configured ? `New webhook URL for ${name}` : `Webhook URL for ${name}`}
          hint="https://discord.com/api/webhooks/…"
          error={error}
          className="min-w-0 flex-1 basis-64"
          maxLength={DISCORD_WEBHOOK_URL_MAX}
          value={url}
          onChange={setUrl}
        />
        <BusyButton busy={save.isPending} type="submit" className="btn btn-primary">
          {webhook.configured ? 'Replace' : 'Connect'}
        </BusyButton>
      </form>
      {webhook.configured && (
        <div className="flex flex-wrap gap-2">
          <BusyButton
            busy={test.isPending}
            className="btn btn-sm"
            aria-label={`Send a test message to ${name}`}
            onClick={() =>
              test.mutate(webhook.purpose, {
                onSuccess: (result) =>
                  setSaid(result.delivered ? `Test message sent: ${result.detail}.` : `Not sent: ${result.detail}.`),
              })
            }
          >
            Send a test message
          </BusyButton>
          <BusyButton
            busy={remove.isPending}
            className="btn btn-sm btn-outline btn-error"
            aria-label={`Remove the webhook of ${name}`}
            onClick={() =>
              remove.mutate(webhook.purpose, { onSuccess: () => setSaid(`${name} are no longer posted.`) })
            }
          >
            Remove
          </BusyButton>
        </div>
      )}
      {save.isError && <ActionError lead="The webhook was not saved" error={save.error} />}
      {remove.isError && <ActionError lead="The webhook was not removed" error={remove.error} />}
      {test.isError && <ActionError lead="The test message was not sent" error={test.error} />}
      <StatusLine>{said}</StatusLine>
    </div>
  );
}

function DeliveryState({ webhook }: { webhook: DiscordWebhook }) {
  if (!webhook.configured) return <p className="text-sm italic">Not connected: nothing is posted.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium">Webhook</dt>
      <dd className="min-w-0 break-all font-mono text-xs">{webhook.url_masked}</dd>
      <dt className="font-medium">Last sent</dt>
      <dd>{formatDateTime(webhook.last_sent_at) || 'Never'}</dd>
      <dt className="font-medium">Waiting</dt>
      <dd className="tabular-nums">{webhook.waiting}</dd>
      {webhook.failed > 0 && (
        <>
          <dt className="font-medium">Given up</dt>
          <dd className="tabular-nums text-error">{webhook.failed}</dd>
        </>
      )}
      {webhook.last_error && (
        <>
          <dt className="font-medium">Last error</dt>
          <dd className="min-w-0 break-words text-error">
            {webhook.last_error}
            {webhook.last_error_at && ` (${formatDateTime(webhook.last_error_at)})`}
          </dd>
        </>
      )}
    </dl>
  );
}
