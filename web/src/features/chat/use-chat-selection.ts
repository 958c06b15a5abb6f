import type { ChatPartner, Conversation } from '@safestay/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { clearStoredPartner, readStoredPartner } from '../../lib/chat-partner';
import type { SelectedPartner } from './conversation-view';

/** A partner without messages yet shows as an empty conversation (docs/product.md §4). */
const conversationWith = (partner: Pick<ChatPartner, '_id' | 'name' | 'role' | 'nationalID'>): Conversation => ({
  partnerId: partner._id,
  partnerName: partner.name,
  partnerRole: partner.role,
  partnerNationalID: partner.nationalID,
  messageCount: 0,
  lastMessage: null,
});

/**
 * Which conversation is open (docs/product.md §2, §4): the partner handed over by another screen,
 * else a tenant's landlord, else the first conversation; and the phone's list-or-conversation view.
 */
export function useChatSelection(serverConversations: Conversation[], partners: ChatPartner[]) {
  const [stored] = useState(readStoredPartner);
  const [selected, setSelected] = useState<SelectedPartner | null>(() =>
    stored ? { id: stored.id, name: stored.name, role: stored.role } : null,
  );
  const [draftConversation, setDraftConversation] = useState<Conversation | null>(() =>
    stored
      ? conversationWith({ _id: stored.id, name: stored.name, role: stored.role, nationalID: stored.nationalID })
      : null,
  );
  const [mobileView, setMobileView] = useState<'list' | 'conversation'>(stored ? 'conversation' : 'list');
  const [pickerOpen, setPickerOpen] = useState(false);

  useEffect(() => {
    if (stored) clearStoredPartner();
  }, [stored]);

  // A partner chosen without a conversation shows as an empty one until its first message (docs/product.md §4).
  const conversations = useMemo(() => {
    if (!draftConversation || serverConversations.some((c) => c.partnerId === draftConversation.partnerId)) {
      return serverConversations;
    }
    return [draftConversation, ...serverConversations];
  }, [serverConversations, draftConversation]);

  // docs/product.md §2: the first conversation is auto-selected.
  useEffect(() => {
    if (!selected && serverConversations.length > 0) {
      const first = serverConversations[0];
      setSelected({ id: first.partnerId, name: first.partnerName, role: first.partnerRole });
    }
  }, [selected, serverConversations]);

  // A tenant has one partner, their landlord: the screen opens on that conversation, even before
  // the first message, on a phone too. Once: going back to the list stays there.
  const landlord = partners.find((p) => p.role === 'Landlord');
  const openedLandlord = useRef(false);
  useEffect(() => {
    if (!landlord || openedLandlord.current) return;
    openedLandlord.current = true;
    if (selected && selected.id !== landlord._id) return;
    setDraftConversation((draft) => draft ?? conversationWith(landlord));
    setSelected({ id: landlord._id, name: landlord.name, role: landlord.role });
    setMobileView('conversation');
  }, [landlord, selected]);

  const select = (partner: SelectedPartner) => {
    setSelected(partner);
    setMobileView('conversation');
  };
  const pickPartner = (partner: ChatPartner) => {
    setPickerOpen(false);
    if (!conversations.some((c) => c.partnerId === partner._id)) setDraftConversation(conversationWith(partner));
    select({ id: partner._id, name: partner.name, role: partner.role });
  };
  const startNewChat = () => {
    setPickerOpen(true);
    setMobileView('list');
  };
  return {
    selected,
    conversations,
    mobileView,
    setMobileView,
    pickerOpen,
    setPickerOpen,
    select,
    pickPartner,
    startNewChat,
  };
}
