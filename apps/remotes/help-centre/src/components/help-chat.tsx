import { getSettings } from '@marquee/api-client';
import { ChatAvailabilitySchema } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { SidePanel } from '@marquee/ui-kit';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type ChatAgentConfig,
  type ChatState,
  chatAgentConfig,
  chatAvailability,
  chatOffered,
} from '../lib/help-rules';

/** What the chat knows: nothing yet (server render, first paint), or the config and availability. */
type ChatStatus =
  | { readonly known: false }
  | { readonly known: true; readonly config: ChatAgentConfig | null; readonly state: ChatState };

/**
 * The live chat to customer service (HELP-16..19). Its availability is asked when the page is
 * live (never while rendering: it changes by the minute and must not be cached), with the
 * chat-agent settings; the entry shows only when all four agent fields are present and agents
 * are available now — hidden on `no-agents` or `schedule`, and while availability is unknown
 * (the request failed). The panel's conversation is a labelled preview: no chat service runs here.
 */
export function HelpChat({ page }: { page: PageInfo }) {
  const { t } = useTranslation('help-centre');
  const [status, setStatus] = useState<ChatStatus>({ known: false });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const settings = getSettings(page.api, controller.signal).then(
      (answer) => answer,
      () => null,
    );
    const availability = page.api
      .getFresh('/api/chat/availability', ChatAvailabilitySchema, { signal: controller.signal })
      .then(
        (answer) => answer,
        () => null,
      );
    Promise.all([settings, availability]).then(([found, answer]) => {
      if (controller.signal.aborted) return;
      setStatus({ known: true, config: chatAgentConfig(found), state: chatAvailability(answer) });
    });
    return () => controller.abort();
  }, [page.api]);

  if (!status.known || !chatOffered(status.config, status.state)) return null;
  return (
    <aside
      className="help-centre-chat"
      aria-label={t('chat.title')}
      data-chat-deployment={status.config?.deploymentName}
    >
      <p className="help-centre-chat__intro">
        <span className="help-centre-chat__dot" aria-hidden="true" />
        {t('chat.intro')}
      </p>
      <button type="button" className="help-centre-chat__open" onClick={() => setOpen(true)}>
        {t('chat.open')}
      </button>
      <SidePanel open={open} onClose={() => setOpen(false)} title={t('chat.title')} closeLabel={t('chat.close')}>
        <ChatPreview />
      </SidePanel>
    </aside>
  );
}

/** The conversation: a clearly labelled preview that sends nothing anywhere. */
function ChatPreview() {
  const { t } = useTranslation('help-centre');
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim().slice(0, 500);
    if (!text) return;
    setMessages((list) => [...list, text]);
    setDraft('');
  };
  return (
    <div className="help-centre-chat__panel">
      <p className="help-centre-chat__notice">{t('chat.placeholder')}</p>
      <ol className="help-centre-chat__log" aria-live="polite">
        <li className="help-centre-chat__message help-centre-chat__message--agent">{t('chat.welcome')}</li>
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended.
          <li key={index} className="help-centre-chat__message help-centre-chat__message--own">
            {message}
            <span className="help-centre-chat__receipt">{t('chat.sent')}</span>
          </li>
        ))}
      </ol>
      <form className="help-centre-chat__form" onSubmit={send}>
        <label htmlFor={fieldId}>{t('chat.message')}</label>
        <textarea
          id={fieldId}
          value={draft}
          maxLength={500}
          rows={3}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">{t('chat.send')}</button>
      </form>
    </div>
  );
}
