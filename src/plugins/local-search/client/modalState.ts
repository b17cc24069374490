import {startTransition} from 'react';

/** What of the modal's autocomplete state tells a reader's own input from a search's answer. */
export type ModalState = {query: string; activeItemId: number | null; status: string};

/**
 * Hands one change of the DocSearch modal's state to React; the plugin routes the modal's own call here
 * (../docSearchBundle.ts). What the reader does (a key typed, a hit moved to, a search started or still
 * waiting) renders at once, as in the stock modal. A search's answer (its hits, the status back to idle,
 * the panel opened) renders as a transition, in slices that a key typed meanwhile interrupts: rendered at
 * once, DocSearch's results held the main thread 30–80 ms at a phone's speed each time an answer arrived.
 */
export function renderModalState<State extends ModalState>(
  setState: (state: State) => void,
  {state, prevState}: {state: State; prevState: State},
): void {
  const readersInput =
    state.query !== prevState.query ||
    state.activeItemId !== prevState.activeItemId ||
    state.status === 'loading' ||
    state.status === 'stalled';
  if (readersInput) {
    setState(state);
  } else {
    startTransition(() => setState(state));
  }
}
