package org.adjutant.gitm.order;

/**
 * A ship as an order check sees her when the mail arrives (docs/rules/naval.md).
 *
 * @param id              her id, canonical ("US1TR")
 * @param state           the state she belongs to
 * @param warship         false for a transport group
 * @param inSeaArea       she lies in a sea area, not in a port's harbour or coastal waters
 * @param enemyAlongside  ships of a state hostile to hers lie at the same station (SoW 4.16's tactical location)
 * @param friendsAlongside other ships of her state or its allies at the same station
 * @param station         where she lies, as the state file writes it ("harbor:Veracruz")
 */
public record ShipView(String id, String state, boolean warship, boolean inSeaArea, boolean enemyAlongside,
                       int friendsAlongside, String station) {
}
