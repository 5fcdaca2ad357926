package org.adjutant.gitm.economy;

/**
 * What one off-map port earned its holder this turn (SoW-2018 2.3; docs/rules/sow.md section 3).
 *
 * @param firstHolder held by the state that held it at the start of the game: full income, otherwise three quarters
 */
public record PortIncome(String port, String state, int level, boolean firstHolder, int amount) {
    /** The statement's words: "New York (off-map port, 4)", or "..., 80 x 3/4 (not its first holder)". */
    public String label() {
        String s = port + " (off-map port, " + level + ")";
        if (firstHolder) {
            return s;
        }
        return s + ", " + Sinews.PORT_RATE * level + " x " + Sinews.OFF_MAP_FOREIGN_QUARTERS
                + "/4 (held by another than its first holder)";
    }
}
