/// The replay page's style sheet.
enum ReplayStyle {
  static let css = """
    :root { color-scheme: light; --ink: #1d2430; --muted: #667085; --line: #d9dde3; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 "DejaVu Sans", Verdana, Arial, sans-serif; color: var(--ink); background: #eef0f3; }
    header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center;
      padding: 8px 16px; background: #ffffff; border-bottom: 1px solid var(--line); }
    h1 { font-size: 17px; margin: 0; }
    h2 { font-size: 14px; margin: 12px 0 6px; }
    h2 small { font-weight: normal; color: var(--muted); }
    #controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
    button, select { font: inherit; padding: 3px 10px; border: 1px solid #b8bec8; border-radius: 6px; background: #f8f9fb; }
    button:hover { background: #eef2f8; }
    #scrubber { width: 360px; }
    #clock { font-variant-numeric: tabular-nums; min-width: 7em; }
    main { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; }
    #phone { padding: 12px; background: #15181d; border-radius: 28px; line-height: 0; }
    #viewport { display: block; border-radius: 16px; }
    #side { flex: 1 1 380px; min-width: 320px; max-width: 760px; }
    #state { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 4px 12px; margin: 0;
      padding: 8px 10px; background: #ffffff; border: 1px solid var(--line); border-radius: 8px; }
    #state div { display: flex; flex-direction: column; }
    #state dt { font-size: 11px; color: var(--muted); }
    #state dd { margin: 0; font: 13px "DejaVu Sans Mono", Menlo, monospace; }
    #log { margin: 0; padding: 6px 0; max-height: 560px; overflow: auto; list-style: none; background: #ffffff;
      border: 1px solid var(--line); border-radius: 8px; font: 12px/1.5 "DejaVu Sans Mono", Menlo, monospace; }
    #log li { padding: 0 10px; cursor: pointer; white-space: pre; }
    #log li.viewer { color: #9a4a00; }
    #log li.future { opacity: 0.45; }
    #log li.current { background: #fff1b8; opacity: 1; }
    #notes { color: var(--muted); font-size: 12px; }
    #timeline { padding: 0 16px 24px; }
    #timeline svg { display: block; width: 100%; max-width: 1200px; height: auto; background: #ffffff;
      border: 1px solid var(--line); border-radius: 8px; cursor: crosshair; }
    #comparison { margin: 16px 16px 0; padding: 8px 12px; background: #ffffff; border: 1px solid var(--line); border-radius: 8px; }
    #comparison .columns { display: flex; gap: 16px; }
    #comparison .column { flex: 1; min-width: 0; }
    #comparison h3 { font-size: 13px; margin: 4px 0; }
    #comparison ol { margin: 0; padding: 4px 0 4px 4em; max-height: 320px; overflow: auto; border: 1px solid var(--line);
      font: 12px/1.5 "DejaVu Sans Mono", Menlo, monospace; }
    #comparison li { white-space: pre; padding: 0 6px; }
    #comparison li.only-expected { background: #ffe3e3; }
    #comparison li.only-actual { background: #dff5e1; }
    #comparison li.first { outline: 2px solid #d0312d; }

    """
}
