import type { Invite } from '@safestay/contracts';
import { ShareCode } from '../../components/ui/share-code';
import { SETTINGS_TEXT } from './texts';

/** A new tenant invite's code and link, shown once: lists only carry a hint of the code. */
export function CreatedInvite({
  invite,
  apartmentName,
  onDone,
}: {
  invite: Invite;
  apartmentName: string;
  onDone: () => void;
}) {
  const code = invite.code ?? '';
  const link = invite.link ?? '';
  return (
    <ShareCode
      label={SETTINGS_TEXT.newInvite}
      note={SETTINGS_TEXT.shownOnce(invite.unit?.code ?? null)}
      code={code}
      link={link}
      shareText={SETTINGS_TEXT.whatsAppText(apartmentName, link, code)}
      onDone={onDone}
    />
  );
}
