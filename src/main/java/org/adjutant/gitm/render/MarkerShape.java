package org.adjutant.gitm.render;

/**
 * A flag for active troops, a tent when only inactive units are there, a boxed S when only shattered ones (GITM 1.4);
 * and crossed sabres where the viewer saw a battle fought this turn (GITM 5.3: the maps mark battles). A battle mark
 * is not troops: it never changes which troop symbol a square shows.
 */
public enum MarkerShape {
    FLAG, TENT, SHATTERED, BATTLE;

    /** The mark every battle square gets, whoever looks. */
    public static Marker battle() {
        return new Marker(Allegiance.ALL_THREE, BATTLE, "battle");
    }
}
