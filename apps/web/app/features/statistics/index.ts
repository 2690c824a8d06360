/** What other features may use of the statistics: the preset ranges (this week, last month, …). */
export { PRESETS, type Preset, presetRange } from "./presets.ts";
