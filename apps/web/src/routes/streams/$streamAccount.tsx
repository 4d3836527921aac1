import { createFileRoute } from '@tanstack/react-router';
import { StreamPlayer } from '~/features/streams/components/stream-player';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/streams/$streamAccount')({ component: StreamPage });

function StreamPage() {
  const { streamAccount } = Route.useParams();
  useDocumentTitle(`${streamAccount} · Streams`);
  return <StreamPlayer channel={streamAccount} />;
}
