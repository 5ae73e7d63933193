/**
 * Drawings already made, kept by the key that names each one (its route and normalised request), as a CDN in front
 * of the media origin would keep them: a page of cars asks for the same pictures again and again (every visit with a
 * cold cache, every journey), and drawing a scene is most of this Worker's CPU. At most `limit` drawings; the one
 * made or asked for longest ago goes first.
 *
 * @example const kept = drawingsKept(500); kept.drawing(key, () => drawVehicleSvg(request));
 */
export function drawingsKept(limit: number) {
  const drawings = new Map<string, string>();
  return {
    drawing(key: string, draw: () => string): string {
      const kept = drawings.get(key);
      if (kept !== undefined) {
        // Asked for again: it moves to the back of the line (a Map keeps insertion order).
        drawings.delete(key);
        drawings.set(key, kept);
        return kept;
      }
      const made = draw();
      drawings.set(key, made);
      if (drawings.size > limit) drawings.delete(drawings.keys().next().value as string);
      return made;
    },
    get size(): number {
      return drawings.size;
    },
  };
}
