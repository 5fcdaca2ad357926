/**
 * GITM land units (GITM 3): their types and ids, ratings, the status block players read, and the policies that check
 * unit sizes (SoW 4.9, GITM 3.5) and stacking (GITM 1.4, 2.5). Pure values: no I/O.
 */
package org.adjutant.gitm.unit;
