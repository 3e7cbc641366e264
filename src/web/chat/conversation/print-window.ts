import { toast } from 'sonner';
import type { ChatDetail } from '@/contracts/chats';
import { chatDisplayTitle, formatChatDate } from '../conversation-list';
import { buildTranscriptHtml, PRINT_DELAY_MS } from './print-transcript';

/** If a browser never reports the written page as loaded, print anyway after this long. */
const LOAD_FALLBACK_MS = 3000;

/** Spec §2/§9: opens the transcript in its own window and calls print() 500 ms after it has loaded. */
export function printConversation(chat: ChatDetail): void {
  if (chat.messages.length === 0) {
    toast('No messages to print');
    return;
  }
  const win = window.open('', '_blank');
  if (!win) {
    toast.error('Printing failed', { description: 'Allow pop-ups for this site, then try again.' });
    return;
  }
  try {
    const html = buildTranscriptHtml({
      title: chatDisplayTitle(chat),
      municipalityName: chat.municipality_name,
      messages: chat.messages,
      formatTime: formatChatDate,
    });
    win.document.open();
    win.document.write(html);
    win.document.close();
  } catch (error) {
    console.error('Printing failed', error);
    win.close();
    toast.error('Printing failed');
    return;
  }

  let isScheduled = false;
  const printSoon = () => {
    if (isScheduled) return;
    isScheduled = true;
    window.setTimeout(() => {
      if (win.closed) return;
      win.focus();
      win.print();
    }, PRINT_DELAY_MS);
  };
  if (win.document.readyState === 'complete') printSoon();
  else {
    win.addEventListener('load', printSoon, { once: true });
    window.setTimeout(printSoon, LOAD_FALLBACK_MS);
  }
}
