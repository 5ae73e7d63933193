import { describe, expect, it } from 'vitest';
import { scheduleIslands, type TriggerHost, triggerOf } from './triggers';

interface FakeIsland {
  id: string;
  getAttribute(name: string): string | null;
}

const island = (id: string, trigger?: string): FakeIsland => ({
  id,
  getAttribute: (name) => (name === 'data-fc-hydrate' ? (trigger ?? null) : null),
});

/** A host whose idle, visibility and interaction callbacks the test fires by hand. */
function fakeHost() {
  const idle: Array<() => void> = [];
  const visible = new Map<string, () => void>();
  const interaction = new Map<string, () => void>();
  const host: TriggerHost<FakeIsland> = {
    whenIdle: (fire) => void idle.push(fire),
    whenVisible: (element, fire) => void visible.set(element.id, fire),
    onFirstInteraction: (element, fire) => void interaction.set(element.id, fire),
  };
  return { host, idle, visible, interaction };
}

describe('triggerOf', () => {
  it('reads the declared trigger, and takes load for none or one it does not know', () => {
    expect(triggerOf(island('a', 'visible'))).toBe('visible');
    expect(triggerOf(island('a', 'interaction'))).toBe('interaction');
    expect(triggerOf(island('a'))).toBe('load');
    expect(triggerOf(island('a', 'scroll'))).toBe('load');
  });
});

describe('scheduleIslands', () => {
  it('hydrates a load island at once, and every other one only when its trigger fires', () => {
    const { host, idle, visible, interaction } = fakeHost();
    const hydrated: string[] = [];
    const islands = [
      island('now'),
      island('idle', 'idle'),
      island('seen', 'visible'),
      island('touched', 'interaction'),
    ];
    scheduleIslands(islands, host, (element) => hydrated.push(element.id));
    expect(hydrated).toEqual(['now']);
    expect([...visible.keys()]).toEqual(['seen']);
    expect([...interaction.keys()]).toEqual(['idle', 'seen', 'touched']);

    visible.get('seen')?.();
    expect(hydrated).toEqual(['now', 'seen']);
    interaction.get('touched')?.();
    expect(hydrated).toEqual(['now', 'seen', 'touched']);
    for (const fire of idle) fire();
    expect(hydrated).toEqual(['now', 'seen', 'touched', 'idle']);
  });

  it('hydrates an island once, whichever of its triggers fires first', () => {
    const { host, visible, interaction } = fakeHost();
    const hydrated: string[] = [];
    scheduleIslands([island('below', 'visible')], host, (element) => hydrated.push(element.id));
    interaction.get('below')?.();
    visible.get('below')?.();
    interaction.get('below')?.();
    expect(hydrated).toEqual(['below']);
  });
});
