// The types both entry points share ("gesturekitlite" and "gesturekitlite/live").

/** A point or a vector: points (pt), origin top-left, +y down; or points per second. */
export interface Point {
  x: number;
  y: number;
}

/** A sample's phase (SPEC §2.1). */
export type Phase = "down" | "move" | "up" | "cancel";

/** One touch at one time. */
export interface Sample {
  /** Seconds. Ignored by Session.frame, which takes the frame's time. */
  time?: number;
  phase: Phase;
  /** The touch: a whole number from 0, unique among the touches that are down. */
  id: number;
  /** Points. */
  x: number;
  /** Points. */
  y: number;
}

/** A sample with its time, as Session.sample takes it. */
export interface TimedSample extends Sample {
  time: number;
}

/** A modifier key held during a wheel or key input (SPEC §2.4). */
export type Modifier = "ctrl" | "shift" | "alt" | "meta";

/** Modifiers as sessions take them: names, or the C interface's bits or-ed together (ctrl 1, shift 2, alt 4, meta 8). */
export type Modifiers = Iterable<Modifier> | number;

/** The unit of a wheel's deltas, as WheelEvent.deltaMode: points, lines of 16 pt, or pages. */
export type WheelMode = "pixel" | "line" | "page";

/** What a screen reader's gestures and a host's accessibility actions ask for (SPEC §2.4). */
export type AccessibilityAction = "zoomIn" | "zoomOut" | "resetZoom" | "nextPage" | "previousPage" | "dismiss" | "toggleChrome";

/** A wheel event as Session.wheel takes it (contract 1.3). */
export interface WheelInput {
  /** Seconds. */
  time: number;
  /** The pointer (pt); it may lie outside the viewport. */
  x: number;
  y: number;
  /** The W3C deltaX, in `mode`'s unit; positive scrolls toward the content's right. Default 0. */
  dx?: number;
  /** The W3C deltaY; positive scrolls toward the content's bottom. With ctrl or meta, zooms by exp(-dy / wheelZoomDistance). Default 0. */
  dy?: number;
  /** Default "pixel". */
  mode?: WheelMode;
  /** "ctrl" or "meta" make it zoom (a trackpad pinch reaches a browser as a ctrl wheel). */
  modifiers?: Modifiers;
}

/** A key press as Session.key takes it (contract 1.3). */
export interface KeyInput {
  /** Seconds. */
  time: number;
  /** The W3C KeyboardEvent.key value ("ArrowRight", "+", "z"); "Space" for the space bar. */
  key: string;
  /** With ctrl, alt or meta a key does nothing (a host's shortcut); shift changes nothing. */
  modifiers?: Modifiers;
}

/** An accessibility action as Session.action takes it (contract 1.3). */
export interface ActionInput {
  /** Seconds. */
  time: number;
  action: AccessibilityAction;
}

/** A wheel record, as PointerInput feeds it and TouchRecorder writes it. */
export interface WheelRecord extends WheelInput {
  phase: "wheel";
  dx: number;
  dy: number;
  mode: WheelMode;
  modifiers: Modifier[];
}

/** A key record, as PointerInput feeds it and TouchRecorder writes it. */
export interface KeyRecord extends KeyInput {
  phase: "key";
  modifiers: Modifier[];
}

/** An action record, as a page feeds it (PointerInput.input) and TouchRecorder writes it. */
export interface ActionRecord extends ActionInput {
  phase: "action";
}

/** One of a stream's other records (SPEC §2.4). */
export type InputRecord = WheelRecord | KeyRecord | ActionRecord;

/** A recognizer's state, with UIKit's names (SPEC §4). */
export type RecognizerState = "possible" | "began" | "changed" | "ended" | "cancelled" | "failed" | "recognized";

/** What a recognizer measured; neutral (zeros, scale 1) for failed and cancelled events. */
export interface GestureValue {
  /** Tap location, pinch focal point, pan centroid (pt). */
  location: Point;
  /** Since the touches went down, slop included (pt). */
  translation: Point;
  /** At the release (pt/s). */
  velocity: Point;
  /** Pinch scale since the touches went down. */
  scale: number;
  /** Scale units per second, at the release. */
  scaleVelocity: number;
  /** Pull-down distance ÷ dismissDistance, 0…1. */
  progress: number;
  touchCount: number;
}

/** A recognizer changed state (or, for "changed", its values). */
export interface RecognizerEvent {
  type: "recognizer";
  /** Seconds (whole microseconds). */
  t: number;
  /** Its name as logs print it ("doubleTap"). */
  name: string;
  /** Its id: 0 tap, 1 doubleTap, 2 pinch, 3 pan, 4 pullDown; with their keys on, 5 quickScale, 6 longPress. */
  recognizer: number;
  state: RecognizerState;
  value: GestureValue;
  /** Why it failed or was cancelled (SPEC §6.1); null in every other state. */
  reason: Reason | null;
}

/** Why a recognizer failed or was cancelled: what `gesture-sim play --why` prints after `why=`. */
export interface Reason {
  /** A stable camelCase code: "tooFar", "excludedBy", "notAllowed"... */
  code: string;
  /** What decided it, with the configuration key and both numbers where a threshold did. */
  detail: string;
}

/** The viewer events of SPEC §6. */
export type ViewerEventName =
  | "chromeToggled"
  | "zoomToggled"
  | "zoomEnded"
  | "zoomLimit"
  | "pageChanged"
  | "dismissBegan"
  | "dismissCancelled"
  | "dismissed"
  | "longPressed";

/** The viewer did something in response. */
export interface ViewerEvent {
  type: "viewer";
  /** Seconds (whole microseconds). */
  t: number;
  event: ViewerEventName;
  /** chromeToggled: shown or hidden. */
  visible?: boolean;
  /** zoomToggled (the double tap's target) and zoomEnded (where the zoom settles). */
  scale?: number;
  /** zoomLimit: which limit a pinch crossed. */
  limit?: "min" | "max";
  /** pageChanged: the new page, from 0. */
  page?: number;
  /** longPressed (contract 1.2, with longPressEnabled): where the finger is, pt. */
  location?: Point;
  /** longPressed: the image pixel under the finger (the image's own pixels, top-left 0,0); null off the image. */
  imagePoint?: Point | null;
}

/** One event, in the order the session produced it. */
export type GestureEvent = RecognizerEvent | ViewerEvent;

/** What the viewer shows; every value live (an animation's value at the clock's time). */
export interface ViewerState {
  /** The clock (seconds), or null before the first input. */
  t: number | null;
  /** The page shown, from 0. */
  page: number;
  /** 1 = aspect-fit. */
  zoomScale: number;
  /** UIKit's contentOffset (pt); negative where the image is centered. */
  contentOffset: Point;
  /** 0…1. */
  backgroundAlpha: number;
  /** How far a pull-down moved the image (pt). */
  pullDownTranslation: Point;
  /** The page strip's offset (pt); +x shows the previous page. */
  pageStripOffset: number;
  /** Whether the chrome is shown (a pull-down hides it without changing this). */
  chromeVisible: boolean;
  chromeHiddenByPullDown: boolean;
  dismissed: boolean;
}

/** SPEC §3's settings: `"key=value ..."` text, or keys mapped to values. */
export type Settings = string | Record<string, number | boolean | string>;

/** How a session's configuration is made: a preset, then settings. */
export interface SessionOptions {
  /** A preset's name (as `gesture-sim --preset` takes it), applied first. */
  preset?: string | null;
  /** Settings applied after the preset. */
  settings?: Settings;
}

/** The options of the log lines, as `gesture-sim play` takes them. */
export interface FormatOptions {
  /** "text" (`0.270 doubleTap recognized`) or "jsonl"; default "text". */
  format?: "text" | "jsonl";
  /** Add each recognizer event's values (--values). */
  values?: boolean;
  /** Print "changed" events too (--changes). */
  changes?: boolean;
  /** Say why each failed or cancelled recognizer did (--why, SPEC §6.1). */
  why?: boolean;
}

/** A refusal from the engine, with the message `gesture-sim` prints for it. */
export declare class GestureKitLiteError extends Error {
  constructor(message: string, kind: string);
  name: "GestureKitLiteError";
  /** "configuration", "sample", "stream", "argument", "unusable", "description", or "misuse" (a handle used after it was freed: a bug in the package). */
  kind: "configuration" | "sample" | "stream" | "argument" | "unusable" | "description" | "misuse";
}

/** The standard recognizers wired to the image viewer: samples in, events out. */
export interface Session {
  /** The session's clock: the last time it was given (seconds), or null before any. */
  readonly time: number | null;
  /**
   * One frame: up to 20 samples all at `time` seconds, delivered together.
   * Returns the events it caused; throws GestureKitLiteError, and changes
   * nothing, for a refused sample.
   */
  frame(time: number, samples?: Sample[]): GestureEvent[];
  /** One sample; samples with the same time form one frame, delivered when a later time comes. */
  sample(sample: TimedSample): GestureEvent[];
  /**
   * A wheel event (contract 1.3): a scroll, or with ctrl or meta a zoom around the pointer.
   * Throws GestureKitLiteError, and changes nothing, for a refused input.
   */
  wheel(input: WheelInput): GestureEvent[];
  /** A key press (contract 1.3); an auto-repeat is one more. */
  key(input: KeyInput): GestureEvent[];
  /** An accessibility action (contract 1.3). */
  action(input: ActionInput): GestureEvent[];
  /** Delivers the samples collected by sample() as one frame. */
  flush(): GestureEvent[];
  /** Advances the clock: deadlines due by then fire at their own times, animations move. */
  advance(time: number): GestureEvent[];
  /** Ends the input as `gesture-sim play` ends a stream: `settle` seconds past the last input; the session stays usable. */
  finish(): GestureEvent[];
  /** The viewer's state now. */
  readonly state: ViewerState;
  /** The state line `gesture-sim play` prints last (the full module only). */
  stateLine(options?: FormatOptions): string;
  /** Frees the session; later calls throw. */
  destroy(): void;
}

/** The live module's API: sessions. */
export interface LiveModule {
  /** The project's version ("1.3.0"): the library's, gkl_version(). */
  readonly version: string;
  /** A session; throws GestureKitLiteError with the CLI's message for a refused configuration. */
  createSession(options?: SessionOptions): Session;
}

/** The full module's API: sessions, log lines, streams. */
export interface FullModule extends LiveModule {
  /** The line `gesture-sim play` prints for `event` ("" for a "changed" event without `changes`). */
  formatEvent(event: GestureEvent, options?: FormatOptions): string;
  /** What `gesture-sim play` prints for a stream, as index.d.ts's play. */
  play(stream: string | Uint8Array | ArrayBuffer, options?: PlayOptions): string;
  /** The [key, value] settings that make the configuration from SPEC §3's defaults. */
  configurationSettings(options?: SessionOptions): [string, string][];
  /** A key's value in the configuration, as `@set` writes it ("390", "true", "viewport"). */
  configurationValue(options: SessionOptions, key: string): string;
  /** Every preset's name, as `gesture-sim --preset` takes it ("photo-browser"). */
  presetNames(): string[];
}

/** The options of play: SPEC §7's. */
export interface PlayOptions extends SessionOptions {
  format?: "text" | "jsonl";
  values?: boolean;
  /** Say why each failed or cancelled recognizer did (--why, SPEC §6.1). */
  why?: boolean;
}

/** What load() reads of a fetch Response. */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly url: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Where a module comes from when not from the package's folder: a URL (or its
 * text), a Response (or a Promise of one), its bytes, or a compiled
 * WebAssembly.Module (typed structurally, so the package's types need no DOM
 * or Node library).
 */
export type ModuleSource = string | { readonly href: string } | ResponseLike | PromiseLike<ResponseLike> | ArrayBuffer | ArrayBufferView | object;

/** The options of load. */
export interface LoadOptions {
  /** The module itself, instead of the package's file. */
  module?: ModuleSource;
}

/** The modifier flags of a DOM event. */
export interface ModifierFlags {
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/** What PointerInput reads of a PointerEvent. */
export interface PointerEventLike {
  type: string;
  pointerId: number;
  clientX: number;
  clientY: number;
  timeStamp: number;
  cancelable?: boolean;
  preventDefault?(): void;
}

/** What PointerInput reads of a WheelEvent ("wheel"). */
export interface WheelEventLike extends ModifierFlags {
  type: string;
  clientX: number;
  clientY: number;
  timeStamp: number;
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages; default 0. */
  deltaMode?: number;
}

/** What PointerInput reads of Safari's GestureEvent ("gesturestart", "gesturechange", "gestureend"). */
export interface GestureEventLike extends ModifierFlags {
  type: string;
  clientX: number;
  clientY: number;
  timeStamp: number;
  /** The pinch's scale since gesturestart. */
  scale: number;
}

/** What PointerInput reads of a KeyboardEvent ("keydown"). */
export interface KeyboardEventLike extends ModifierFlags {
  type: string;
  key: string;
  timeStamp: number;
}

/** What PointerInput.handle takes. */
export type InputEventLike = PointerEventLike | WheelEventLike | GestureEventLike | KeyboardEventLike;

/** What PointerInput uses of an element (a DOM Element has all of it). */
export interface ElementLike {
  getBoundingClientRect(): { left: number; top: number };
  addEventListener(type: string, listener: (event: any) => void, options?: { passive?: boolean }): void;
  removeEventListener(type: string, listener: (event: any) => void, options?: { passive?: boolean }): void;
  setPointerCapture?(pointerId: number): void;
  /** listen() sets it to 0 when the element has no tabindex attribute, so that it takes the focus. */
  tabIndex?: number;
  hasAttribute?(name: string): boolean;
  focus?(options?: { preventScroll?: boolean }): void;
}

/** Seconds since `origin` (ms) for a timestamp in ms, in whole microseconds. */
export declare function secondsSince(origin: number, milliseconds: number): number;

/** The names of the modifier keys an event says are held, in the order streams write them. */
export declare function modifiersOf(event: ModifierFlags): Modifier[];

/**
 * Whether PointerInput.listen prevents an event's default: every pointer, wheel and gesture
 * event, and the viewer's keys without ctrl, alt or meta; for a page that listens itself.
 */
export declare function preventsDefault(event: { type: string; key?: string } & ModifierFlags): boolean;

/**
 * Feeds a session from an element's input: Pointer Events as samples (ids from pointerId),
 * wheel events, Safari's gesture events and keydown as wheel and key records; times from timeStamp.
 */
export declare class PointerInput {
  constructor(
    session: Session,
    options?: {
      element?: ElementLike | null;
      origin?: number;
      onSample?: ((sample: TimedSample) => void) | null;
      onInput?: ((record: InputRecord) => void) | null;
    },
  );
  readonly session: Session;
  /** Feeds one event; returns the events it completed. */
  handle(event: InputEventLike): GestureEvent[];
  /** Feeds one sample as handle() does (a second finger a page makes up). */
  feed(sample: TimedSample): GestureEvent[];
  /** Feeds one wheel, key or action record as handle() does (a page's own zoom button: an action). */
  input(record: InputRecord): GestureEvent[];
  /** Listens to an element's pointer, wheel, gesture and key events; returns a function that stops listening. */
  listen(element: ElementLike, onEvents: (events: GestureEvent[]) => void): () => void;
}

/** Advances a session on every animation frame. */
export declare class AnimationFrameClock {
  constructor(
    session: Session,
    options?: {
      origin?: number;
      onFrame?: ((events: GestureEvent[], time: number) => void) | null;
      onTick?: ((time: number) => void) | null;
      requestFrame?: (callback: (milliseconds: number) => void) => number;
      cancelFrame?: (request: number) => void;
    },
  );
  /** Advances the session to a frame's timestamp (ms); returns the events. */
  tick(milliseconds: number): GestureEvent[];
  start(): void;
  stop(): void;
}

/** Records a session's input as a `.touches` stream. */
export declare class TouchRecorder {
  constructor(options?: { viewport?: [number, number] | null; settings?: [string, string][] });
  sample(sample: TimedSample): void;
  /** A wheel, key or action record (contract 1.3), as SPEC §2.4's writers write it. */
  input(record: InputRecord): void;
  tick(time: number): void;
  readonly length: number;
  text(): string;
}

/** The settings as `key=value` text. */
export declare function settingsText(settings?: Settings | null): string;
