import {describe, expect, it, vi} from 'vitest';
import {renderModalState, type ModalState} from './modalState';

const transitions = vi.hoisted(() => ({started: 0}));
vi.mock('react', async (importActual) => ({
  ...(await importActual<typeof import('react')>()),
  startTransition(scope: () => void) {
    transitions.started += 1;
    scope();
  },
}));

type State = ModalState & {collections: string[]; isOpen: boolean};
const waiting: State = {query: 'side', activeItemId: 0, status: 'loading', collections: ['old'], isOpen: true};

/** Whether the change was handed to React, and whether inside a transition. */
function render(prevState: State, state: State) {
  transitions.started = 0;
  const setState = vi.fn();
  renderModalState(setState, {state, prevState});
  expect(setState).toHaveBeenCalledWith(state);
  return transitions.started === 1 ? 'transition' : 'at once';
}

describe('renderModalState', () => {
  it("renders the reader's own input at once", () => {
    const idle = {...waiting, status: 'idle'};
    expect(render(idle, {...idle, query: 'sideb'}), 'a key typed').toBe('at once');
    expect(render(idle, {...idle, activeItemId: 1}), 'a hit moved to').toBe('at once');
    expect(render(idle, {...idle, status: 'loading'}), 'a search started').toBe('at once');
    expect(render(waiting, {...waiting, status: 'stalled'}), 'a search still waiting').toBe('at once');
  });

  it("renders a search's answer as a transition", () => {
    const idle = {...waiting, status: 'idle'};
    expect(render(waiting, idle), 'the status back to idle').toBe('transition');
    expect(render(idle, {...idle, collections: ['new']}), 'its hits').toBe('transition');
    expect(render({...idle, isOpen: false}, idle), 'the panel opened').toBe('transition');
    expect(render(waiting, {...waiting, status: 'error'}), 'an error').toBe('transition');
  });
});
