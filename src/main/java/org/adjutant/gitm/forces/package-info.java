/**
 * The War Minister's forces (SoW 4.11, 4.13, 4.15, GITM 3.5): units disbanded, merged and men transferred in the
 * Orders phase, each order checked again at the deadline against the position the orders before it left, and told to
 * the units' commanders and their War Minister. Pure engine steps plugged into the turn's administration hook in the
 * order of docs/rules/sow.md section 22 (O2 disbanding, O4 merging, O5 transferring); the turn sequence never depends
 * on this package. The builds live here too: land units (SoW 4.2-4.10), transport groups and warships (SoW 4.4-4.10,
 * docs/rules/naval.md section 13), paid for in O9 and completed, laid down or launched at E1.
 */
package org.adjutant.gitm.forces;
