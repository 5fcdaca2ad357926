/**
 * Detection (GITM 4.1-4.7): what each unit and each player can see. Strategic detection ranges, approximate reports
 * of other sides' stacks, tactical sighting with screening, who learns of a movement, each player's view of both
 * maps, and the War Minister's intelligence. Pure functions of a position; every chance comes from labelled dice.
 * The mechanics the rules leave open are written down in {@code docs/rules/gitm-4-detection.md} and
 * {@code docs/rules/gitm-4-7-intelligence.md}.
 */
package org.adjutant.gitm.detection;
