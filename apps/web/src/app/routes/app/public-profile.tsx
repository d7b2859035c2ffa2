import { useParams } from 'wouter';
import { PublicProfileView } from '@/features/public-profile/components/public-profile-view';

/** /u/:username inside the signed-in app: a learner's public profile. */
export function PublicProfileRoute() {
  const { username = '' } = useParams<{ username: string }>();
  return (
    <div className="mx-auto max-w-5xl animate-fade-in">
      <PublicProfileView username={username} />
    </div>
  );
}
