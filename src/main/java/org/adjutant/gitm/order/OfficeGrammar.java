package org.adjutant.gitm.order;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.adjutant.gitm.naval.CombatOrders;

/**
 * The grammar of a PLAYER block: orders an office gives about its state's units and cities. Each order names the
 * units or cities it acts on. The robot's core reads NEW PASSWORD and ASSIGN lines itself.
 */
final class OfficeGrammar extends Grammar<OfficeOrder> {
    static final OfficeGrammar INSTANCE = new OfficeGrammar();

    private static final Set<String> CITY_STOPS =
            Set.of("TO", "FROM", "MEN", "MAN", "BATTERIES", "BATTERY", "BTY", "BTYS", "BATT", "COMMANDER", "DEPUTY");

    /** Where a warship's name ends in a RAISE order. */
    private static final Set<String> WARSHIP_STOPS = Set.of("AT", "IN");
    /** Designed: a ship's name fits a report's line (docs/rules/naval.md section 13.4). */
    private static final int MAX_SHIP_NAME = 40;

    private final Map<String, Rule<OfficeOrder>> rules = new HashMap<>();

    private OfficeGrammar() {
        rule((w, out) -> out.accept(new OfficeOrder.InactivateUnit(Readers.unitId(w, "INACTIVATE"))),
                "INACTIVATE", "DEACTIVATE");
        rule((w, out) -> out.accept(new OfficeOrder.ActivateUnit(Readers.unitId(w, "ACTIVATE"))),
                "ACTIVATE", "REACTIVATE");
        rule(this::merge, "MERGE");
        rule(this::transfer, "TRANSFER", "XFER");
        rule((w, out) -> out.accept(new OfficeOrder.Disband(Readers.unitId(w, "DISBAND"))), "DISBAND");
        rule((w, out) -> out.accept(new OfficeOrder.Scuttle(Readers.shipId(w, "SCUTTLE"))), "SCUTTLE");
        rule(this::sail, "SAIL");
        rule(this::combat, "COMBAT");
        rule(this::raise, "RAISE", "BUILD");
        rule(this::send, "SEND", "SHIP", "MOVE");
        rule(this::pay, "PAY");
        rule(this::reinforce, "REINFORCE");
        rule(this::buy, "BUY", "PURCHASE");
        rule(this::fortify, "FORTIFY", "FORT");
        rule(this::emplace, "EMPLACE");
        rule(this::vote, "VOTE");
        rule(this::share, "SHARE");
        rule(this::treaty, "TREATY");
        rule(this::declare, "DECLARE");
    }

    private void rule(Rule<OfficeOrder> rule, String... words) {
        for (String w : words) {
            rules.put(w, rule);
        }
    }

    @Override
    Map<String, Rule<OfficeOrder>> rules() {
        return rules;
    }

    @Override
    List<String> suggestions() {
        return List.of("INACTIVATE", "ACTIVATE", "MERGE", "TRANSFER", "DISBAND", "SCUTTLE", "SAIL", "COMBAT", "RAISE", "SEND", "PAY",
                "REINFORCE", "BUY", "FORTIFY", "EMPLACE", "VOTE", "SHARE", "TREATY", "DECLARE");
    }

    @Override
    Map<String, String> otherBlock() {
        String unit = "is an order for a unit: its commander or deputy gives it in a UNIT block";
        Map<String, String> m = new HashMap<>();
        for (String w : List.of("PATH", "MARCH", "PURSUE", "ENTRY", "HALT", "BOARD", "PORT", "NOFORT", "ENGAGE",
                "LINE", "SUPPORT", "INTERCEPT", "OFFENSIVE", "DEFENSIVE", "POSTURE", "SUPPLY", "DEPLOY")) {
            m.put(w, unit);
        }
        return Map.copyOf(m);
    }

    private void merge(Words w, Consumer<OfficeOrder> out) {
        if (org.adjutant.gitm.naval.ShipId.parse(w.peek()).isPresent()) {
            mergeTransports(w, out);
            return;
        }
        String unit = Readers.unitId(w, "MERGE");
        if (!w.accept("INTO", "WITH", "TO")) {
            throw new Rejection("MERGE needs INTO, e.g. MERGE US1IN INTO US2IN (SoW 4.13)");
        }
        String into = Readers.unitId(w, "MERGE ... INTO");
        if (unit.equals(into)) {
            throw new Rejection("a unit cannot merge into itself");
        }
        out.accept(new OfficeOrder.Merge(unit, into));
    }

    /** PATE-MD merge: MERGE US1TR INTO US2TR; only transport groups merge. */
    private void mergeTransports(Words w, Consumer<OfficeOrder> out) {
        String group = Readers.shipId(w, "MERGE");
        if (!w.accept("INTO", "WITH", "TO")) {
            throw new Rejection("MERGE needs INTO, e.g. MERGE US1TR INTO US2TR (PATE-MD merge)");
        }
        String into = Readers.shipId(w, "MERGE ... INTO");
        for (String id : new String[] {group, into}) {
            if (org.adjutant.gitm.naval.ShipId.of(id).type() != org.adjutant.gitm.naval.ShipType.TR) {
                throw new Rejection(id + " is no transport group: only transport groups merge (PATE-MD merge)");
            }
        }
        if (org.adjutant.gitm.naval.ShipId.of(group).equals(org.adjutant.gitm.naval.ShipId.of(into))) {
            throw new Rejection("a transport group cannot merge into itself");
        }
        out.accept(new OfficeOrder.MergeTransports(group, into));
    }

    private static final Set<String> SAIL_STOPS = Set.of("TO", "VIA");

    /**
     * PATE 1.3 (docs/rules/naval.md section 3): SAIL US1FR TO Pensacola, SAIL US1TR VIA CGF TO COAST Veracruz; TO and
     * each VIA in any order, the waypoints passed in the order written.
     */
    private void sail(Words w, Consumer<OfficeOrder> out) {
        String ship = Readers.shipId(w, "SAIL");
        OfficeOrder.Sail.Place to = null;
        java.util.List<OfficeOrder.Sail.Place> via = new java.util.ArrayList<>();
        while (!w.atEnd()) {
            if (w.accept("VIA")) {
                if (via.size() == OfficeOrder.Sail.MAX_VIA) {
                    throw new Rejection("SAIL takes at most " + OfficeOrder.Sail.MAX_VIA + " places after VIA");
                }
                via.add(seaPlace(w, "SAIL ... VIA"));
            } else if (to == null && w.accept("TO")) {
                to = seaPlace(w, "SAIL ... TO");
            } else {
                throw new Rejection("SAIL reads TO <port or sea area> and VIA <port or sea area>, not "
                        + Readers.quoteNext(w) + (to != null && w.peek().equals("TO") ? " (one TO a ship)" : ""));
            }
        }
        if (to == null) {
            throw new Rejection("SAIL needs TO <port or sea area>, e.g. SAIL US1FR TO Pensacola (PATE 1.3)");
        }
        out.accept(new OfficeOrder.Sail(ship, to, via));
    }

    /** A port (its harbour; COAST or OFF before it for its coastal waters) or a sea area, up to TO, VIA or the end. */
    private static OfficeOrder.Sail.Place seaPlace(Words w, String what) {
        boolean coast = w.accept("COAST", "OFF");
        if (coast) {
            w.accept("OF");
        } else {
            w.accept("HARBOR", "HARBOUR");
        }
        return new OfficeOrder.Sail.Place(Readers.name(w, what, SAIL_STOPS), coast);
    }

    private static final String COMBAT_WORDS = "COMBAT reads ENGAGE, ACCEPT, EVADE or RUN PAST; RANGE LONG or CLOSE;"
            + " AIM HULL or RIGGING; LINE AHEAD or BREAK LINE; BREAK OFF or FIGHT ON; FLEE HARBOUR or SEA, e.g."
            + " COMBAT US1FR ENGAGE RANGE CLOSE AIM RIGGING (PATE-MD combat)";

    /**
     * PATE-MD combat (docs/rules/naval.md section 15): COMBAT US1FR ENGAGE RANGE CLOSE AIM RIGGING BREAK OFF FLEE SEA;
     * the decisions in any order, each at most once.
     */
    private void combat(Words w, Consumer<OfficeOrder> out) {
        String ship = Readers.shipId(w, "COMBAT");
        CombatOrders.Stance stance = null;
        CombatOrders.Range range = null;
        CombatOrders.Aim aim = null;
        CombatOrders.Formation formation = null;
        Boolean breakOff = null;
        CombatOrders.Flight flight = null;
        while (!w.atEnd()) {
            String word = w.next();
            String what;
            switch (word) {
                case "ENGAGE", "ATTACK" -> {
                    what = "whether to bring on battle";
                    stance = once(stance, CombatOrders.Stance.ENGAGE, what);
                }
                case "ACCEPT" -> stance = once(stance, CombatOrders.Stance.ACCEPT, "whether to bring on battle");
                case "EVADE" -> stance = once(stance, CombatOrders.Stance.EVADE, "whether to bring on battle");
                case "RUN" -> {
                    expect(w, "PAST");
                    stance = once(stance, CombatOrders.Stance.RUN_PAST, "whether to bring on battle");
                }
                case "RANGE" -> range = once(range, enumWord(w, CombatOrders.Range.class), "the range");
                case "LONG", "CLOSE" -> {
                    w.accept("RANGE", "QUARTERS");
                    range = once(range, CombatOrders.Range.valueOf(word), "the range");
                }
                case "AIM" -> {
                    w.accept("AT");
                    aim = once(aim, enumWord(w, CombatOrders.Aim.class), "the aim");
                }
                case "LINE" -> {
                    expect(w, "AHEAD");
                    formation = once(formation, CombatOrders.Formation.LINE_AHEAD, "the line");
                }
                case "BREAK" -> {
                    if (w.accept("OFF")) {
                        breakOff = once(breakOff, Boolean.TRUE, "breaking off");
                    } else {
                        w.accept("THE");
                        expect(w, "LINE");
                        formation = once(formation, CombatOrders.Formation.BREAK_LINE, "the line");
                    }
                }
                case "FIGHT" -> {
                    expect(w, "ON");
                    breakOff = once(breakOff, Boolean.FALSE, "breaking off");
                }
                case "FLEE", "RETREAT" -> {
                    w.accept("TO");
                    String where = w.atEnd() ? "" : w.next();
                    flight = once(flight, switch (where) {
                        case "HARBOUR", "HARBOR", "PORT" -> CombatOrders.Flight.HARBOUR;
                        case "SEA", "OPEN" -> CombatOrders.Flight.SEA;
                        default -> throw new Rejection("FLEE is to HARBOUR or SEA, not " + (where.isEmpty()
                                ? "nothing" : where) + " (PATE-MD combat)");
                    }, "where to run");
                    w.accept("SEA");
                }
                default -> throw new Rejection(COMBAT_WORDS + "; not " + word);
            }
        }
        CombatOrders given = new CombatOrders(stance, range, aim, formation, breakOff, flight);
        if (given.isEmpty()) {
            throw new Rejection("COMBAT " + ship + " gives no decision: " + COMBAT_WORDS);
        }
        out.accept(new OfficeOrder.Combat(ship, given));
    }

    private static <T> T once(T before, T value, String what) {
        if (before != null) {
            throw new Rejection("COMBAT names " + what + " twice");
        }
        return value;
    }

    private static void expect(Words w, String word) {
        if (!w.accept(word)) {
            throw new Rejection(COMBAT_WORDS);
        }
    }

    private static <E extends Enum<E>> E enumWord(Words w, Class<E> kind) {
        String word = w.atEnd() ? "" : w.next();
        for (E e : kind.getEnumConstants()) {
            if (e.name().equals(word)) {
                return e;
            }
        }
        throw new Rejection(COMBAT_WORDS + "; not " + (word.isEmpty() ? "nothing" : word));
    }

    private void transfer(Words w, Consumer<OfficeOrder> out) {
        if (CREW_WORDS.contains(w.peek(1)) || CREW_WORDS.contains(w.peek())) {
            transferCrew(w, out);
            return;
        }
        int[] amounts = amounts(w);
        String[] ends = fromTo(w, Readers::unitId, "TRANSFER needs FROM <unit> and TO <unit>, e.g."
                + " TRANSFER 200 MEN FROM MX3IN TO MX4IN (SoW 4.11)");
        String from = ends[0];
        String to = ends[1];
        if (from.equals(to)) {
            throw new Rejection("a unit cannot transfer men to itself");
        }
        out.accept(new OfficeOrder.TransferMen(amounts[0], amounts[1], from, to));
    }

    /** FROM x and TO y, in either order, each read by {@code read}; {@code missing} refuses a line lacking one. */
    private static String[] fromTo(Words w, java.util.function.BiFunction<Words, String, String> read,
                                   String missing) {
        String from = null;
        String to = null;
        while (from == null || to == null) {
            if (from == null && w.accept("FROM")) {
                from = read.apply(w, "TRANSFER FROM");
            } else if (to == null && w.accept("TO")) {
                to = read.apply(w, "TRANSFER TO");
            } else {
                throw new Rejection(missing);
            }
        }
        return new String[] {from, to};
    }

    private static final Set<String> CREW_WORDS = Set.of("CREW", "SEAMEN", "SAILORS", "MARINES", "MARINE");

    /** SoW 4.12: TRANSFER 50 CREW 10 MARINES FROM US1FR TO US2FR; crew, Marines or both, ship to ship. */
    private void transferCrew(Words w, Consumer<OfficeOrder> out) {
        int crew = -1;
        int marines = -1;
        for (int i = 0; i < 2 && !w.atEnd() && !w.nextIs("FROM", "TO"); i++) {
            int n;
            String kind;
            if (Readers.isNumber(w.peek())) {
                n = Readers.number(w, "TRANSFER");
                kind = w.atEnd() ? "" : w.next();
            } else {
                kind = w.next();
                n = Readers.number(w, "TRANSFER");
            }
            boolean isMarines = kind.startsWith("MARINE");
            if (!CREW_WORDS.contains(kind) || (isMarines ? marines : crew) >= 0) {
                throw new Rejection("TRANSFER of seamen names CREW and MARINES once each, e.g. TRANSFER 50 CREW"
                        + " 10 MARINES FROM US1FR TO US2FR (SoW 4.12)");
            }
            if (isMarines) {
                marines = n;
            } else {
                crew = n;
            }
        }
        crew = Math.max(crew, 0);
        marines = Math.max(marines, 0);
        if (crew + marines == 0) {
            throw new Rejection("TRANSFER needs some crew or Marines to move (SoW 4.12)");
        }
        String[] ends = fromTo(w, Readers::shipId, "TRANSFER of seamen needs FROM <ship> and TO <ship>, e.g."
                + " TRANSFER 50 CREW FROM US1FR TO US2FR (SoW 4.12)");
        String from = ends[0];
        String to = ends[1];
        if (org.adjutant.gitm.naval.ShipId.of(from).equals(org.adjutant.gitm.naval.ShipId.of(to))) {
            throw new Rejection("a ship cannot transfer men to herself");
        }
        out.accept(new OfficeOrder.TransferCrew(crew, marines, from, to));
    }

    /**
     * "200 MEN", "1 BATTERY", "200 MEN 1 BATTERY", "MEN 200": the men and batteries of a transfer (SoW 4.11), as
     * {men, batteries}. At least one must be more than zero.
     */
    static int[] amounts(Words w) {
        int men = -1;
        int batteries = -1;
        for (int i = 0; i < 2; i++) {
            int n;
            String kind;
            if (Readers.isNumber(w.peek())) {
                n = Readers.number(w, "TRANSFER");
                kind = w.atEnd() ? "" : w.next();
            } else if (w.nextIs("MEN", "MAN", "BATTERIES", "BATTERY", "BTY", "BTYS", "BATT")) {
                kind = w.next();
                n = Readers.number(w, "TRANSFER");
            } else {
                break;
            }
            switch (kind) {
                case "MEN", "MAN" -> {
                    if (men >= 0) {
                        throw new Rejection("TRANSFER gives the men once");
                    }
                    men = n;
                }
                case "BATTERIES", "BATTERY", "BTY", "BTYS", "BATT" -> {
                    if (batteries >= 0) {
                        throw new Rejection("TRANSFER gives the batteries once");
                    }
                    batteries = n;
                }
                case "CROWNS", "CROWN", "CR" -> throw new Rejection(
                        "money is sent with PAY <n> CROWNS TO <state> (SoW-2018 2.1)");
                default -> throw new Rejection("TRANSFER counts MEN or BATTERIES, e.g. TRANSFER 200 MEN 1 BATTERY");
            }
        }
        men = Math.max(men, 0);
        batteries = Math.max(batteries, 0);
        if (men + batteries == 0) {
            throw new Rejection("TRANSFER needs a number of men or batteries, e.g. TRANSFER 200 MEN 1 BATTERY");
        }
        if (men > Transfer.MAX_MEN) {
            throw new Rejection("no unit holds " + men + " men to transfer (at most 1500 infantry, SoW 4.9)");
        }
        if (batteries > Transfer.MAX_BATTERIES) {
            throw new Rejection("no unit holds " + batteries + " batteries to transfer (at most 3, SoW 4.9)");
        }
        return new int[] {men, batteries};
    }

    /** RAISE [n] &lt;branch&gt; AT &lt;city&gt; [MEN m] [BATTERIES b] (SoW 4.2, 4.3, 4.9 and the land build form). */
    private void raise(Words w, Consumer<OfficeOrder> out) {
        int given = Readers.isNumber(w.peek()) ? Readers.number(w, "RAISE") : -1;
        String word = w.atEnd() ? "" : w.next();
        java.util.Optional<org.adjutant.gitm.naval.ShipType> ship = org.adjutant.gitm.naval.ShipType.parse(word);
        if (ship.isPresent()) {
            if (ship.get().isWarship()) {
                raiseWarship(w, ship.get(), given, out);
                return;
            }
            raiseTransport(w, given, out);
            return;
        }
        int count = given < 0 ? 1 : given;
        if (count < 1 || count > OfficeOrder.Raise.MAX_COUNT) {
            throw new Rejection("one RAISE order builds 1-12 units; send two orders for more (land build form)");
        }
        Branch branch = Branch.parse(word).orElseThrow(() -> new Rejection(
                "RAISE needs a unit type such as MI (militia), IN, LI, LC, MC, NC, MA, LA, HA or SA, not "
                        + Sanitize.quote(word)));
        if (branch.isHeadquarters()) {
            throw new Rejection("headquarters are not raised by RAISE; ask the moderator");
        }
        if (!w.accept("AT", "IN")) {
            throw new Rejection("RAISE needs AT <city>, e.g. RAISE 1 MI AT Monterrey MEN 1000");
        }
        String city = Readers.name(w, "the city", CITY_STOPS);
        int men = -1;
        int batteries = -1;
        String commander = "";
        String deputy = "";
        while (!w.atEnd()) {
            int n;
            String kind;
            // the land build form's commander and deputy (docs/rules/sow.md section 8.9): role slot ids
            if (w.accept("COMMANDER")) {
                commander = roleId(w, "COMMANDER");
                continue;
            }
            if (w.accept("DEPUTY")) {
                deputy = roleId(w, "DEPUTY");
                continue;
            }
            if (Readers.isNumber(w.peek())) {
                n = Readers.number(w, "RAISE");
                kind = w.atEnd() ? "" : w.next();
            } else {
                kind = w.next();
                n = Readers.number(w, "RAISE " + kind);
            }
            switch (kind) {
                case "MEN", "MAN" -> men = n;
                case "BATTERIES", "BATTERY", "BTY", "BTYS", "BATT" -> batteries = n;
                default -> throw new Rejection("RAISE counts MEN and BATTERIES, e.g. MEN 1000 BATTERIES 1, and may name"
                        + " a COMMANDER and a DEPUTY");
            }
        }
        boolean artillery = branch == Branch.MA || branch == Branch.LA || branch == Branch.HA || branch == Branch.SA;
        if (men < 0) {
            if (!artillery) {
                throw new Rejection("RAISE needs the strength of each unit, e.g. MEN 1000");
            }
            men = 300;
        }
        if (batteries < 0) {
            batteries = artillery ? 3 : 0;
        }
        requireBuildSize(branch, men, batteries);
        out.accept(new OfficeOrder.Raise(count, branch, city, men, batteries, commander, deputy));
    }

    /**
     * RAISE TR &lt;capacity&gt; AT &lt;port&gt; (or RAISE &lt;capacity&gt; TR AT &lt;port&gt;): the raise-ship form counts a
     * transport build by its capacity, at most 10,000 (docs/rules/naval.md section 13).
     */
    private void raiseTransport(Words w, int given, Consumer<OfficeOrder> out) {
        int capacity = given;
        if (Readers.isNumber(w.peek())) {
            if (given >= 0) {
                throw new Rejection("RAISE TR gives the capacity once, e.g. RAISE TR 3000 AT New Orleans");
            }
            capacity = Readers.number(w, "RAISE TR");
        }
        if (capacity < 0) {
            throw new Rejection("RAISE TR needs the capacity to raise, e.g. RAISE TR 3000 AT New Orleans (3000, not 3,"
                    + " for a group of 3,000 capacity)");
        }
        if (capacity < 1 || capacity > OfficeOrder.RaiseTransport.MAX_CAPACITY) {
            throw new Rejection("one transport build is 1-10,000 capacity, not " + capacity
                    + " (raise-ship form); send two orders for more");
        }
        if (!w.accept("AT", "IN")) {
            throw new Rejection("RAISE TR needs AT <port>, e.g. RAISE TR 3000 AT New Orleans");
        }
        String port = Readers.name(w, "the port", CITY_STOPS);
        if (!w.atEnd()) {
            throw new Rejection("RAISE TR takes a capacity and a port only, e.g. RAISE TR 3000 AT New Orleans; a"
                    + " transport group has no commander among the players (docs/rules/naval.md section 13)");
        }
        out.accept(new OfficeOrder.RaiseTransport(capacity, port));
    }

    /**
     * RAISE &lt;FL|FR|SL&gt; [&lt;name&gt;] AT &lt;port&gt;: one warship an order, since each takes a dockyard of its own
     * (SoW 4.8; docs/rules/naval.md section 13.4).
     */
    private void raiseWarship(Words w, org.adjutant.gitm.naval.ShipType type, int given,
                              Consumer<OfficeOrder> out) {
        String example = "RAISE " + type.name() + " Germantown AT Pensacola";
        if (given > 1) {
            throw new Rejection("one RAISE " + type.name() + " lays down one " + type.words() + ", each in a"
                    + " dockyard of its own (SoW 4.8); send one order for each, e.g. " + example);
        }
        if (given == 0) {
            throw new Rejection("RAISE " + type.name() + " lays down one ship, not 0; e.g. " + example);
        }
        String name = "";
        if (!w.atEnd() && !WARSHIP_STOPS.contains(w.peek())) {
            name = Readers.name(w, "the ship's name", WARSHIP_STOPS);
            if (name.length() > MAX_SHIP_NAME || !name.matches("[\\p{L}0-9][\\p{L}0-9 .'-]*")) {
                throw new Rejection("a ship's name is letters, digits, spaces, points, apostrophes and hyphens, at"
                        + " most " + MAX_SHIP_NAME + " characters, not " + Sanitize.quote(name));
            }
        }
        if (!w.accept("AT", "IN")) {
            throw new Rejection("RAISE " + type.name() + " needs AT <port>, e.g. " + example);
        }
        String port = Readers.name(w, "the port", CITY_STOPS);
        if (!w.atEnd()) {
            throw new Rejection("RAISE " + type.name() + " takes a name and a port only, e.g. " + example + "; a"
                    + " ship has no commander among the players (docs/rules/naval.md section 13.4)");
        }
        out.accept(new OfficeOrder.RaiseWarship(type, name, port));
    }

    private static String roleId(Words w, String keyword) {
        if (w.atEnd()) {
            throw new Rejection("RAISE ... " + keyword + " needs a role id, e.g. " + keyword + " paredes");
        }
        String id = w.nextOriginal().strip();
        if (!id.matches("[A-Za-z0-9][A-Za-z0-9_.-]{0,39}")) {
            throw new Rejection(keyword + " needs a role id, not " + Sanitize.quote(id));
        }
        return id.toLowerCase(java.util.Locale.ROOT);
    }

    /** New units' strength and batteries (SoW 4.9). */
    private static void requireBuildSize(Branch branch, int men, int batteries) {
        switch (branch) {
            case IN, LI -> requireSize(branch, men, batteries, 501, 1500, 1);
            case LC, MC, NC -> requireSize(branch, men, batteries, 501, 1000, 1);
            case MI -> requireSize(branch, men, batteries, 501, 1000, 0);
            default -> {
                if (men != 300 || batteries != 3) {
                    throw new Rejection("new " + branch.words() + " have 300 men and 3 batteries (SoW 4.9)");
                }
            }
        }
    }

    private static void requireSize(Branch branch, int men, int batteries, int min, int max, int maxBatteries) {
        if (men < min || men > max) {
            throw new Rejection("new " + branch.words() + " have " + min + "-" + max + " men, not " + men
                    + " (SoW 4.9)");
        }
        if (batteries > maxBatteries) {
            throw new Rejection("new " + branch.words() + " have at most " + maxBatteries + " batter"
                    + (maxBatteries == 1 ? "y" : "ies") + ", not " + batteries + " (SoW 4.9)");
        }
    }

    /** SEND 20 SUPPLIES FROM Monterrey TO Saltillo (GITM 10.6). */
    private void send(Words w, Consumer<OfficeOrder> out) {
        int amount = Readers.number(w, "SEND");
        if (amount < 1) {
            throw new Rejection("SEND needs at least 1 supply");
        }
        w.accept("SUPPLIES", "SUPPLY", "STORES");
        String from = null;
        String to = null;
        while (from == null || to == null) {
            if (from == null && w.accept("FROM")) {
                from = Readers.name(w, "the city supplies leave", CITY_STOPS);
            } else if (to == null && w.accept("TO")) {
                to = Readers.name(w, "the city supplies go to", CITY_STOPS);
            } else {
                throw new Rejection("SEND needs FROM <city> and TO <city>, e.g."
                        + " SEND 20 SUPPLIES FROM Monterrey TO Saltillo (GITM 10.6)");
            }
        }
        if (from.equalsIgnoreCase(to)) {
            throw new Rejection("supplies must go to another city");
        }
        out.accept(new OfficeOrder.MoveSupplies(amount, from, to));
    }

    /** VOTE PRESIDENT &lt;state&gt; or VOTE REMOVE (AMWOL 1.2; docs/rules/politics.md section 4). */
    private void vote(Words w, Consumer<OfficeOrder> out) {
        String example = "VOTE PRESIDENT JAL (for the leader of Jalisco) or VOTE REMOVE (AMWOL 1.2)";
        if (w.accept("REMOVE")) {
            if (!w.atEnd()) {
                throw new Rejection("VOTE REMOVE takes nothing more: the ballot removes the sitting President");
            }
            out.accept(OfficeOrder.Vote.remove());
            return;
        }
        if (!w.accept("PRESIDENT", "FOR")) {
            throw new Rejection("VOTE needs PRESIDENT <state> or REMOVE, e.g. " + example);
        }
        if (w.atEnd()) {
            throw new Rejection("VOTE PRESIDENT needs the state whose leader you vote for, by id or name, e.g. "
                    + example);
        }
        out.accept(new OfficeOrder.Vote(Readers.name(w, "the state voted for", Set.of())));
    }

    /** SHARE 25 PERCENT TO NE (AMWOL 1.2; docs/rules/politics.md section 5). */
    private void share(Words w, Consumer<OfficeOrder> out) {
        String example = "e.g. SHARE 25 PERCENT TO NE (AMWOL 1.2)";
        int percent = Readers.number(w, "SHARE");
        if (percent < 1 || percent > 100) {
            throw new Rejection("SHARE gives 1 to 100 percent of the state of Mexico's income, not " + percent);
        }
        w.accept("PERCENT", "PER", "%");
        w.accept("CENT");
        if (!w.accept("TO")) {
            throw new Rejection("SHARE needs TO <state>, " + example);
        }
        if (w.atEnd()) {
            throw new Rejection("SHARE needs the state given the share, by id or name, " + example);
        }
        out.accept(new OfficeOrder.Share(percent, Readers.name(w, "the state given the share", Set.of())));
    }

    /** TREATY ALLIANCE|PEACE WITH &lt;state&gt; [SECRET|PUBLIC] (RAR 1.1-1.2; docs/rules/politics.md section 6). */
    private void treaty(Words w, Consumer<OfficeOrder> out) {
        String example = "e.g. TREATY ALLIANCE WITH YUC SECRET (RAR 1)";
        OfficeOrder.Sign.Terms terms;
        if (w.accept("ALLIANCE")) {
            terms = OfficeOrder.Sign.Terms.ALLIANCE;
        } else if (w.accept("PEACE")) {
            terms = OfficeOrder.Sign.Terms.PEACE;
        } else {
            throw new Rejection("TREATY needs its terms, ALLIANCE or PEACE, " + example);
        }
        if (!w.accept("WITH")) {
            throw new Rejection("TREATY " + terms + " needs WITH <state>, " + example);
        }
        if (w.atEnd() || w.peek().equals("SECRET") || w.peek().equals("PUBLIC")) {
            throw new Rejection("TREATY " + terms + " WITH needs the other state, by id or name, " + example);
        }
        String with = Readers.name(w, "the other state", Set.of("SECRET", "PUBLIC"));
        boolean secret = w.accept("SECRET");
        if (!secret) {
            w.accept("PUBLIC");
        }
        if (!w.atEnd()) {
            throw new Rejection("TREATY ends with SECRET or PUBLIC (the default), not " + w.peek());
        }
        out.accept(new OfficeOrder.Sign(terms, with, secret));
    }

    /** DECLARE WAR ON &lt;state&gt; (RAR; docs/rules/politics.md section 6). */
    private void declare(Words w, Consumer<OfficeOrder> out) {
        if (!w.accept("WAR") || !w.accept("ON")) {
            throw new Rejection("DECLARE needs WAR ON <state>, e.g. DECLARE WAR ON JAL (RAR)");
        }
        if (w.atEnd()) {
            throw new Rejection("DECLARE WAR ON needs the state, by id or name, e.g. DECLARE WAR ON JAL (RAR)");
        }
        out.accept(new OfficeOrder.DeclareWar(Readers.name(w, "the state", Set.of())));
    }

    /** PAY 200 CROWNS TO JAL (SoW-2018 2.1). */
    private void pay(Words w, Consumer<OfficeOrder> out) {
        int crowns = Readers.number(w, "PAY");
        if (crowns < 1) {
            throw new Rejection("PAY needs at least 1 crown");
        }
        w.accept("CROWNS", "CROWN", "CR");
        if (!w.accept("TO")) {
            throw new Rejection("PAY needs TO <state>, e.g. PAY 200 CROWNS TO JAL (SoW-2018 2.1)");
        }
        if (w.atEnd()) {
            throw new Rejection("PAY needs the state paid, by id or name, e.g. PAY 200 CROWNS TO JAL");
        }
        out.accept(new OfficeOrder.Pay(crowns, Readers.name(w, "the state paid", Set.of())));
    }

    /** REINFORCE &lt;unit&gt; MEN m [BATTERIES b] (SoW 4.14; docs/rules/sow.md section 12). */
    private void reinforce(Words w, Consumer<OfficeOrder> out) {
        if (w.atEnd()) {
            throw new Rejection("REINFORCE needs a unit, e.g. REINFORCE MX4IN MEN 500 (SoW 4.14)");
        }
        String unit = w.next();
        int men = 0;
        int batteries = 0;
        while (!w.atEnd()) {
            String kind = w.next();
            int n = Readers.number(w, "REINFORCE " + kind);
            switch (kind) {
                case "MEN", "MAN" -> men = n;
                case "BATTERIES", "BATTERY", "BTY", "BTYS", "BATT" -> batteries = n;
                default -> throw new Rejection("REINFORCE counts MEN and BATTERIES, e.g. REINFORCE MX4IN MEN 500"
                        + " BATTERIES 1");
            }
        }
        if (men < 0 || batteries < 0 || men + batteries == 0) {
            throw new Rejection("REINFORCE adds men or batteries, e.g. REINFORCE MX4IN MEN 500 (SoW 4.14)");
        }
        out.accept(new OfficeOrder.Reinforce(unit, men, batteries));
    }

    /** BUY 20 SUPPLIES AT Monterrey; BUY 24 STORES AT Veracruz (docs/rules/sow.md section 14). */
    private void buy(Words w, Consumer<OfficeOrder> out) {
        int amount = Readers.number(w, "BUY");
        if (amount < 1) {
            throw new Rejection("BUY needs at least 1 supply");
        }
        boolean stores;
        if (w.accept("SUPPLIES", "SUPPLY", "SUP")) {
            stores = false;
        } else if (w.accept("STORES", "STORE")) {
            stores = true;
        } else {
            throw new Rejection("BUY needs SUPPLIES or STORES, e.g. BUY 20 SUPPLIES AT Monterrey (SoW 6)");
        }
        if (!w.accept("AT", "IN") || w.atEnd()) {
            throw new Rejection("BUY needs AT <city>, e.g. BUY 20 SUPPLIES AT Monterrey (SoW 6)");
        }
        String place = Readers.name(w, "the city bought in", Set.of());
        out.accept(stores ? new OfficeOrder.BuyStores(amount, place) : new OfficeOrder.BuySupplies(amount, place));
    }

    /** FORTIFY Monterrey (docs/rules/sow.md section 15). */
    private void fortify(Words w, Consumer<OfficeOrder> out) {
        if (w.atEnd()) {
            throw new Rejection("FORTIFY needs the city, e.g. FORTIFY Monterrey (SoW 7)");
        }
        out.accept(new OfficeOrder.Fortify(Readers.name(w, "the city fortified", Set.of())));
    }

    /** EMPLACE 2 BATTERIES AT Veracruz (docs/rules/sow.md section 15). */
    private void emplace(Words w, Consumer<OfficeOrder> out) {
        int batteries = Readers.number(w, "EMPLACE");
        if (batteries < 1) {
            throw new Rejection("EMPLACE needs at least 1 battery");
        }
        w.accept("BATTERIES", "BATTERY", "BTY", "BTYS", "BATT");
        if (!w.accept("AT", "IN") || w.atEnd()) {
            throw new Rejection("EMPLACE needs AT <port>, e.g. EMPLACE 2 BATTERIES AT Veracruz (SoW 7)");
        }
        out.accept(new OfficeOrder.Emplace(batteries, Readers.name(w, "the port", Set.of())));
    }
}
