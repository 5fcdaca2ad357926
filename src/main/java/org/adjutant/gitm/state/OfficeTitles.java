package org.adjutant.gitm.state;

/**
 * How the reports and the scenario loader name an office by its kind (docs/rules/politics.md section 1): the texts'
 * names, the Leader being SoW's Monarch (SoW-2018 2.1 calls him the Leader).
 */
public final class OfficeTitles {
    private OfficeTitles() {
    }

    /** "War Minister", "Treasury Minister", "Naval Minister", "Prime Minister", "Leader". */
    public static String words(String kind) {
        return switch (kind) {
            case Politics.MINISTER -> "War Minister";
            case Politics.TREASURY -> "Treasury Minister";
            case Politics.NAVAL -> "Naval Minister";
            case Politics.DEPUTY_LEADER -> "Prime Minister";
            case Politics.LEADER -> "Leader";
            default -> kind;
        };
    }

    /** The title a role slot created for an office gets, e.g. "Naval Minister of Mexico". */
    public static String title(String kind, Polity state) {
        return words(kind) + " of " + state.name();
    }

    /** An office id in words: "the Naval Minister of US", "the President of Mexico" for a presidency's leader. */
    public static String of(String office, GitmState state) {
        String kind = Politics.kindOf(office);
        String stateId = Politics.stateOf(office);
        if (state.politics().presidency().filter(p -> p.office().equals(office)).isPresent()) {
            return "the President of " + state.state(stateId).map(Polity::name).orElse(stateId);
        }
        return "the " + words(kind) + " of " + stateId;
    }
}
