/**
 * The sea map of PATE 1 (docs/rules/naval.md section 1): the two charts (Pacific waters; the Gulf, the Caribbean
 * and the western Atlantic), their sea areas and ports with the links between them and each port's exit, read from
 * {@code data/gitm/map/sea-<map id>.chart} and bound to the land map: which water squares are a port's coastal waters,
 * which are a sea area's, and where troops may go ashore. Pure values, no I/O but the reader's.
 */
package org.adjutant.gitm.map.sea;
