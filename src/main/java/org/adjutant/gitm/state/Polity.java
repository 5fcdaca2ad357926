package org.adjutant.gitm.state;

import org.adjutant.gitm.map.Nation;

/**
 * A state in AMWOL's sense (AMWOL 1.2): the United States, or one of the Mexican states (Mexico itself, the
 * regional "frag" states, the Yucatan rebel state). Named Polity in code so it is never confused with a game state.
 *
 * @param treasury crowns on hand (SoW 1, 2)
 * @param minister  role slot id of the player who is its War Minister, holding office {@link #ministerOffice()}
 * @param treasurer role slot id of its Treasury Minister (office {@code treasury:<id>}; SoW-2018 2.1, the land build
 *                  form): by default the War Minister's slot, which then holds both offices (docs/rules/sow.md
 *                  section 2)
 * @param manpower  its men for new units and reinforcements (docs/rules/sow.md section 7)
 * @param recruits  the quality of its new units by arm (section 8.9)
 * @param retired   the highest numbers of its units that have left the game, never issued again (section 8.9)
 * @param purse     the share of its income it collects and its troops' arrears of pay (sections 3.1, 6)
 */
public record Polity(String id, String name, Nation nation, int treasury, String minister, String treasurer,
                     Manpower manpower, Recruits recruits, UnitNumbers retired, Purse purse) {
    public Polity {
        if (id == null || !id.matches("[A-Z][A-Z0-9_]{0,15}")) {
            throw new IllegalArgumentException("a state id is 1-16 capitals, digits or '_': " + id);
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(id + ": a state needs a name");
        }
        if (nation == null) {
            throw new IllegalArgumentException(id + ": a state needs a nation");
        }
        if (treasury < 0) {
            throw new IllegalArgumentException(id + ": a treasury cannot be negative: " + treasury);
        }
        if (minister == null || minister.isBlank()) {
            throw new IllegalArgumentException(id + ": a state needs a War Minister role");
        }
        if (treasurer == null || treasurer.isBlank()) {
            treasurer = minister;
        }
        if (manpower == null) {
            manpower = Manpower.UNCOUNTED;
        }
        recruits = recruits == null ? Recruits.AVERAGE : recruits;
        retired = retired == null ? UnitNumbers.NONE : retired;
        purse = purse == null ? Purse.FULL : purse;
    }

    /** A state collecting the rule book's income, its troops paid up. */
    public Polity(String id, String name, Nation nation, int treasury, String minister, String treasurer,
                  Manpower manpower, Recruits recruits, UnitNumbers retired) {
        this(id, name, nation, treasury, minister, treasurer, manpower, recruits, retired, Purse.FULL);
    }

    /** A state with Average recruits and no unit gone from the game yet. */
    public Polity(String id, String name, Nation nation, int treasury, String minister, String treasurer,
                  Manpower manpower) {
        this(id, name, nation, treasury, minister, treasurer, manpower, Recruits.AVERAGE, UnitNumbers.NONE);
    }

    /** A state whose manpower nobody has counted yet (section 7: counted from its cities when first needed). */
    public Polity(String id, String name, Nation nation, int treasury, String minister, String treasurer) {
        this(id, name, nation, treasury, minister, treasurer, Manpower.UNCOUNTED);
    }

    /** A state whose War Minister is also its Treasury Minister. */
    public Polity(String id, String name, Nation nation, int treasury, String minister) {
        this(id, name, nation, treasury, minister, minister);
    }

    /** The office its War Minister holds, e.g. {@code minister:US}. */
    public String ministerOffice() {
        return GitmState.ministerOffice(id);
    }

    /** The office its Treasury Minister holds, e.g. {@code treasury:US}. */
    public String treasuryOffice() {
        return "treasury:" + id;
    }

    public Polity withTreasury(int value) {
        return new Polity(id, name, nation, value, minister, treasurer, manpower, recruits, retired, purse);
    }

    public Polity withManpower(Manpower value) {
        return new Polity(id, name, nation, treasury, minister, treasurer, value, recruits, retired, purse);
    }

    public Polity withRecruits(Recruits value) {
        return new Polity(id, name, nation, treasury, minister, treasurer, manpower, value, retired, purse);
    }

    public Polity withRetired(UnitNumbers value) {
        return new Polity(id, name, nation, treasury, minister, treasurer, manpower, recruits, value, purse);
    }

    public Polity withPurse(Purse value) {
        return new Polity(id, name, nation, treasury, minister, treasurer, manpower, recruits, retired, value);
    }
}
