/**
 * Schema evolution: an event type's payload may change shape over time. Old payloads are
 * never rewritten in the log; they are upcast, one version at a time, when read.
 */
export type Upcaster = (data: any) => any;

export class UpcasterRegistry {
  private readonly byType = new Map<string, Map<number, Upcaster>>();

  /** Registers the step that turns a payload of `fromVersion` into `fromVersion + 1`. */
  register(eventType: string, fromVersion: number, upcast: Upcaster): void {
    const steps = this.byType.get(eventType) ?? new Map<number, Upcaster>();
    if (steps.has(fromVersion)) throw new Error(`Upcaster for ${eventType} v${fromVersion} is registered twice`);
    steps.set(fromVersion, upcast);
    this.byType.set(eventType, steps);
  }

  /** The version new events of this type are written with. */
  currentVersion(eventType: string): number {
    const steps = this.byType.get(eventType);
    return steps ? Math.max(...steps.keys()) + 1 : 1;
  }

  upcast(eventType: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
    const steps = this.byType.get(eventType);
    let version = schemaVersion;
    let payload = data;
    for (let step = steps?.get(version); step; step = steps?.get(version)) {
      payload = step(payload);
      version += 1;
    }
    return { schemaVersion: version, data: payload };
  }
}
