package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * The grammar of a UNIT block: the six sections of the order form (GITM 6.2-6.7) and the unit's own administrative
 * orders. The full grammar with examples is in {@code docs/orders.md}.
 */
final class UnitGrammar extends Grammar<UnitOrder> {
    static final UnitGrammar INSTANCE = new UnitGrammar();

    private final Map<String, Rule<UnitOrder>> rules = new HashMap<>();
    /** Words that end a city or port name inside a UNIT block: any order keyword. */
    private final Set<String> nameStops;
    /** ... and for a supply source, which may be followed by LEVEL. */
    private final Set<String> sourceStops;

    private UnitGrammar() {
        rule(this::path, "PATH", "ROUTE", "STRAT", "STRATEGIC");
        rule(this::march, "MARCH");
        rule((w, out) -> out.accept(new UnitOrder.MarchTo(MarchTarget.BATTLE)), "MTB");
        rule((w, out) -> out.accept(new UnitOrder.MarchTo(MarchTarget.ALLIES)), "MTA");
        rule((w, out) -> out.accept(new UnitOrder.MarchTo(MarchTarget.ENEMIES)), "MTE");
        rule((w, out) -> out.accept(new UnitOrder.Pursue()), "PURSUE", "PURSUIT");
        rule(this::entry, "ENTRY", "ENTER");
        rule(this::halt, "HALT", "STOP");
        rule(this::board, "BOARD", "EMBARK");
        rule(this::port, "PORT", "SAIL");
        rule(this::land, "LAND", "DISEMBARK");
        rule(this::move, "MOVE", "MV", "GOTO", "GO");
        rule((w, out) -> out.accept(new UnitOrder.DoNotEnterFort()), "NOFORT");
        rule(this::noFort, "NO", "DO");
        rule(this::engage, "ENGAGE", "ENG");
        rule(this::line, "LINE");
        rule(this::support, "SUPPORT", "SUPP");
        rule(this::intercept, "INTERCEPT", "INTER", "INT");
        rule(this::offensive, "OFFENSIVE", "OFFENSE", "OFFENCE", "OFF", "ATTACKING");
        rule(this::defensive, "DEFENSIVE", "DEFENSE", "DEFENCE", "DEF", "DEFENDING");
        rule(this::posture, "POSTURE", "POSTURES", "MODE", "MODES", "ATTITUDE", "ATTITUDES");
        rule(this::supply, "SUPPLY", "SUPPLIES");
        rule((w, out) -> out.accept(new UnitOrder.Inactivate()), "INACTIVATE", "DEACTIVATE");
        rule((w, out) -> out.accept(new UnitOrder.Activate()), "ACTIVATE", "REACTIVATE");
        rule(this::merge, "MERGE");
        rule(this::transfer, "TRANSFER", "XFER");
        rule(this::deploy, "DEPLOY");
        Set<String> stops = new HashSet<>(rules.keySet());
        stops.removeAll(List.of("NO", "DO", "GO", "INT", "OFF", "DEF", "STOP", "PORT"));
        nameStops = stops;
        Set<String> source = new HashSet<>(stops);
        source.add("LEVEL");
        sourceStops = source;
    }

    private void rule(Rule<UnitOrder> rule, String... words) {
        for (String w : words) {
            rules.put(w, rule);
        }
    }

    @Override
    Map<String, Rule<UnitOrder>> rules() {
        return rules;
    }

    @Override
    List<String> suggestions() {
        return List.of("PATH", "MARCH", "PURSUE", "ENTRY", "HALT", "BOARD", "LAND", "PORT", "MOVE", "NOFORT", "ENGAGE", "LINE",
                "SUPPORT", "INTERCEPT", "OFFENSIVE", "DEFENSIVE", "POSTURE", "SUPPLY", "INACTIVATE", "ACTIVATE",
                "MERGE", "TRANSFER", "DEPLOY");
    }

    @Override
    Map<String, String> otherBlock() {
        String office = "is an order for an office: give it in a PLAYER block";
        return Map.of("DISBAND", "is given only by the War Minister, the Prime Minister or the Monarch, in a PLAYER"
                        + " block: a commander may not disband his unit (SoW 4.15)",
                "RAISE", office, "BUILD", office, "SEND", office, "SHIP", office,
                "REINFORCE", "is given only by the War Minister, the Prime Minister or the Monarch, in a PLAYER block:"
                        + " a commander may not buy his unit's recruits (SoW 4.14)");
    }

    // ---- strategic movement ----

    private void path(Words w, Consumer<UnitOrder> out) {
        w.accept("TO");
        List<PathBox> boxes = new ArrayList<>();
        int lastStep = -1;
        Optional<String> transport = Optional.empty();
        while (!w.atEnd()) {
            String word = w.peek();
            if (Readers.isBlank(word)) {
                w.skip(1);
                boxes.add(PathBox.BLANK);
            } else if (boxes.isEmpty() && transport.isEmpty() && Readers.isTransportId(word)) {
                w.skip(1);
                transport = Optional.of(word);
            } else {
                Optional<StrategicSquare> s = Readers.strategicSquare(w);
                if (s.isEmpty()) {
                    break;
                }
                if (transport.isPresent()) {
                    throw new Rejection("after boarding " + transport.get() + " the unit sails with the transports;"
                            + " a path cannot go on after a transport group (GITM 7.17)");
                }
                boxes.add(new PathBox.Step(s.get()));
                lastStep = boxes.size() - 1;
            }
            if (boxes.size() > 2 * UnitOrder.Path.MAX_BOXES) {
                break; // already far too long: stop reading, the count below says so
            }
        }
        if (transport.isPresent()) {
            if (!boxes.isEmpty()) {
                throw new Rejection("boarding " + transport.get() + " must be the first and only box (GITM 7.17)");
            }
            out.accept(new UnitOrder.Board(transport.get()));
            return;
        }
        if (lastStep < 0) {
            throw new Rejection("a path needs at least one strategic square, such as PATH G4-V6 G5-V6");
        }
        List<PathBox> kept = boxes.subList(0, lastStep + 1);
        if (kept.size() > UnitOrder.Path.MAX_BOXES) {
            throw new Rejection("a path has at most " + UnitOrder.Path.MAX_BOXES
                    + " boxes, one per strategic phase (GITM 7.6); this one has " + kept.size()
                    + (boxes.size() > 2 * UnitOrder.Path.MAX_BOXES ? " or more" : ""));
        }
        out.accept(new UnitOrder.Path(kept));
    }

    private void march(Words w, Consumer<UnitOrder> out) {
        if (w.nextIs("TO") && marchTarget(w.peek(1)).isPresent()) {
            w.skip(1);
        }
        Optional<MarchTarget> target = marchTarget(w.peek());
        if (target.isPresent()) {
            w.skip(1);
            out.accept(new UnitOrder.MarchTo(target.get()));
        } else {
            path(w, out);
        }
    }

    private static Optional<MarchTarget> marchTarget(String word) {
        return switch (word) {
            case "BATTLE", "BATTLES" -> Optional.of(MarchTarget.BATTLE);
            case "ALLIES", "ALLY", "ALLIED", "FRIENDS" -> Optional.of(MarchTarget.ALLIES);
            case "ENEMIES", "ENEMY", "ENEMIE" -> Optional.of(MarchTarget.ENEMIES);
            default -> Optional.empty();
        };
    }

    private void entry(Words w, Consumer<UnitOrder> out) {
        w.accept("SQUARE");
        w.accept("AT");
        out.accept(new UnitOrder.Entry(Readers.requireTacticalSquare(w, "ENTRY")));
    }

    private void halt(Words w, Consumer<UnitOrder> out) {
        w.accept("ON", "BEFORE", "IF", "AT", "WHEN");
        String word = w.atEnd() ? "" : w.next();
        HaltTrigger trigger = switch (word) {
            case "DETECTION", "DETECTED", "DETECT", "DET", "CONTACT" -> HaltTrigger.DETECTION;
            case "ENEMY", "ENTRY", "ENTER" -> {
                if (word.equals("ENEMY")) {
                    w.accept("ENTRY", "ENTERS", "ENTERING");
                }
                yield HaltTrigger.ENEMY_ENTRY;
            }
            case "FORCED", "FORCE", "FM" -> {
                w.accept("MARCH");
                yield HaltTrigger.FORCED_MARCH;
            }
            default -> throw new Rejection("HALT needs ON DETECTION, ON ENEMY ENTRY or BEFORE FORCED MARCH");
        };
        out.accept(new UnitOrder.Halt(trigger));
    }

    private void board(Words w, Consumer<UnitOrder> out) {
        String word = w.peek();
        if (!Readers.isTransportId(word)) {
            throw new Rejection("BOARD needs a transport group id such as US1TR, not " + Readers.quoteNext(w));
        }
        w.skip(1);
        out.accept(new UnitOrder.Board(word));
    }

    private void port(Words w, Consumer<UnitOrder> out) {
        w.accept("TO");
        w.accept("PORT");
        out.accept(new UnitOrder.SailToPort(Readers.name(w, "PORT", nameStops)));
    }

    private void land(Words w, Consumer<UnitOrder> out) {
        w.accept("AT", "IN", "ON", "TO");
        Optional<StrategicSquare> square = Readers.strategicSquare(w);
        if (square.isEmpty() && !w.atEnd() && w.peek().chars().noneMatch(Character::isDigit)
                && !nameStops.contains(w.peek())) {
            // a port's name: ashore into the garrison of an off-map port, which PORT orders (GITM 7.17)
            out.accept(new UnitOrder.SailToPort(Readers.name(w, "PORT", nameStops)));
            return;
        }
        if (square.isEmpty()) {
            throw new Rejection("LAND needs the strategic square to go ashore on, such as LAND R9-T9, or the off-map"
                    + " port whose garrison the unit goes into, such as LAND Charleston (GITM 7.17)");
        }
        Optional<TacticalSquare> tactical = Optional.empty();
        if (w.accept("AT", "TACTICAL", "TAC")) {
            tactical = Optional.of(Readers.requireTacticalSquare(w, "LAND"));
        }
        out.accept(new UnitOrder.Land(square.get(), tactical));
    }

    // ---- tactical movement ----

    private void move(Words w, Consumer<UnitOrder> out) {
        w.accept("TO");
        TacticalDestination destination;
        w.accept("NEAREST", "CLOSEST");
        if (w.accept("FORD")) {
            destination = new TacticalDestination.NearestFord();
        } else if (w.accept("PASS")) {
            destination = new TacticalDestination.NearestPass();
        } else {
            Optional<TacticalSquare> sq = Readers.tacticalSquare(w);
            if (sq.isEmpty()) {
                if (Readers.strategicSquare(w).isPresent()) {
                    throw new Rejection("MOVE is tactical movement within the square; march to another strategic"
                            + " square with PATH");
                }
                throw new Rejection("MOVE needs a tactical square such as 5-9, or NEAREST FORD or NEAREST PASS,"
                        + " not " + Readers.quoteNext(w));
            }
            destination = new TacticalDestination.Square(sq.get());
        }
        Optional<TacticalSquare> waypoint = Optional.empty();
        int phase = PhaseRange.FIRST_PHASE;
        boolean phaseGiven = false;
        while (true) {
            if (w.accept("VIA", "WAYPOINT", "WP", "THROUGH", "THRU")) {
                if (waypoint.isPresent()) {
                    throw new Rejection("a move has one waypoint (GITM 8.2)");
                }
                waypoint = Optional.of(Readers.requireTacticalSquare(w, "the waypoint"));
            } else if (w.nextIs("PHASE", "PH", "START", "IN") && !phaseGiven) {
                w.skip(1);
                w.accept("PHASE", "IN");
                phase = Readers.number(w, "the starting phase");
                Readers.requirePhase(phase);
                phaseGiven = true;
            } else {
                break;
            }
        }
        out.accept(new UnitOrder.TacticalMove(destination, waypoint, phase));
    }

    private void noFort(Words w, Consumer<UnitOrder> out) {
        // NO FORT, NOFORT, DO NOT ENTER FORT, DO NOT ENTER THE FORT
        w.accept("NOT");
        w.accept("ENTER");
        w.accept("THE");
        if (!w.accept("FORT")) {
            throw new Rejection("did you mean NO FORT (do not enter the fort)?");
        }
        out.accept(new UnitOrder.DoNotEnterFort());
    }

    private void engage(Words w, Consumer<UnitOrder> out) {
        PhaseRange phases = PhaseRange.ALL;
        if (w.accept("PHASES", "PHASE", "PH", "IN")) {
            w.accept("PHASES", "PHASE");
            phases = Readers.phases(w, "ENGAGE");
        } else if (w.nextIs("FROM") || Readers.isNumber(w.peek()) || w.peek().contains("-")
                && Character.isDigit(w.peek().charAt(0))) {
            phases = Readers.phases(w, "ENGAGE");
        }
        out.accept(new UnitOrder.Engage(phases));
    }

    private void line(Words w, Consumer<UnitOrder> out) {
        String word = w.atEnd() ? "" : w.next();
        BattleLine line = switch (word) {
            case "FIRST", "FRONT", "1", "1ST" -> BattleLine.FIRST;
            case "SECOND", "2", "2ND" -> BattleLine.SECOND;
            case "REAR", "3", "3RD", "THIRD", "RESERVE" -> BattleLine.REAR;
            default -> throw new Rejection("LINE needs FIRST, SECOND or REAR (GITM 8.9)");
        };
        out.accept(new UnitOrder.TakeLine(line));
    }

    // ---- reactions ----

    private void support(Words w, Consumer<UnitOrder> out) {
        Box box = box(w, "SUPPORT");
        out.accept(new UnitOrder.Support(box.centre, box.radius, box.phases));
    }

    private void intercept(Words w, Consumer<UnitOrder> out) {
        Box box = box(w, "INTERCEPT");
        out.accept(new UnitOrder.Intercept(box.centre, box.radius, box.phases));
    }

    private record Box(TacticalSquare centre, int radius, PhaseRange phases) {
    }

    /** Centre, radius and phases of a support or intercept box, in any order after the centre (GITM 8.10). */
    private static Box box(Words w, String what) {
        w.accept("AT", "CENTRE", "CENTER", "AROUND");
        TacticalSquare centre = Readers.requireTacticalSquare(w, what);
        Integer radius = null;
        PhaseRange phases = null;
        while (true) {
            if (radius == null && w.accept("RADIUS", "RAD", "R")) {
                radius = Readers.number(w, what + " radius");
                if (radius > Reaction.MAX_RADIUS) {
                    throw new Rejection(what + " radius " + radius + " is out of range: 0-" + Reaction.MAX_RADIUS
                            + " (a radius of 14 already covers the whole tactical map)");
                }
            } else if (phases == null && w.accept("PHASES", "PHASE", "PH", "IN")) {
                w.accept("PHASES", "PHASE");
                phases = Readers.phases(w, what);
            } else {
                break;
            }
        }
        if (radius == null) {
            throw new Rejection(what + " needs a radius, e.g. " + what + " " + centre + " RADIUS 2 (GITM 8.10)");
        }
        return new Box(centre, radius, phases == null ? PhaseRange.ALL : phases);
    }

    // ---- postures ----

    private void offensive(Words w, Consumer<UnitOrder> out) {
        w.accept("POSTURE", "MODE", "ATTITUDE");
        out.accept(new UnitOrder.Offensive(offensiveAttitude(w)));
    }

    private void defensive(Words w, Consumer<UnitOrder> out) {
        w.accept("POSTURE", "MODE", "ATTITUDE");
        out.accept(new UnitOrder.Defensive(defensiveAttitude(w)));
    }

    /** POSTURE ASSAULT/DEFEND or POSTURE ASSAULT DEFEND: offensive first, then defensive. */
    private void posture(Words w, Consumer<UnitOrder> out) {
        String word = w.peek();
        int slash = word.indexOf('/');
        if (slash > 0 && slash < word.length() - 1) {
            w.skip(1);
            Words both = Words.of(word.substring(0, slash) + " " + word.substring(slash + 1));
            out.accept(new UnitOrder.Offensive(offensiveAttitude(both)));
            out.accept(new UnitOrder.Defensive(defensiveAttitude(both)));
            if (!both.atEnd()) {
                throw new Rejection("POSTURE takes an offensive and a defensive attitude, e.g. POSTURE ASSAULT/DEFEND");
            }
            return;
        }
        out.accept(new UnitOrder.Offensive(offensiveAttitude(w)));
        w.accept("/", "AND");
        out.accept(new UnitOrder.Defensive(defensiveAttitude(w)));
    }

    private static OffensiveAttitude offensiveAttitude(Words w) {
        String word = w.atEnd() ? "" : w.next();
        return switch (word) {
            case "ASSAULT", "AS" -> OffensiveAttitude.ASSAULT;
            case "ATTACK", "AT", "ATT" -> OffensiveAttitude.ATTACK;
            case "SKIRMISH", "SKIRM", "SK" -> OffensiveAttitude.SKIRMISH;
            case "EVADE", "EV" -> OffensiveAttitude.EVADE;
            default -> throw new Rejection("the offensive posture is ASSAULT, ATTACK, SKIRMISH or EVADE (GITM 8.9)");
        };
    }

    private static DefensiveAttitude defensiveAttitude(Words w) {
        String word = w.atEnd() ? "" : w.next();
        return switch (word) {
            case "LAST-DITCH", "LASTDITCH", "LD", "LAST_DITCH" -> DefensiveAttitude.LAST_DITCH;
            case "LAST" -> {
                w.accept("DITCH");
                yield DefensiveAttitude.LAST_DITCH;
            }
            case "DEFEND", "DEF", "DEFENCE", "DEFENSE" -> DefensiveAttitude.DEFEND;
            case "SKIRMISH", "SKIRM", "SK" -> DefensiveAttitude.SKIRMISH;
            case "EVADE", "EV" -> DefensiveAttitude.EVADE;
            default -> throw new Rejection(
                    "the defensive posture is LAST-DITCH, DEFEND, SKIRMISH or EVADE (GITM 8.9)");
        };
    }

    // ---- supply ----

    /** SUPPLY LEVEL 1, SUPPLY SOURCE MX1CQ, SUPPLY NONE, or both at once: SUPPLY 1 FROM MX1CQ. */
    private void supply(Words w, Consumer<UnitOrder> out) {
        boolean any = false;
        while (true) {
            if (w.accept("LEVEL", "LVL", "CARRY") || Readers.isNumber(w.peek())) {
                int level = Readers.number(w, "the supply level");
                if (level > UnitOrder.SupplyLevel.MAX_CORPS_HQ) {
                    throw new Rejection("supply level " + level + " is out of range: a unit carries 0 or 1 supply,"
                            + " a corps HQ up to 12 (GITM 10.7)");
                }
                out.accept(new UnitOrder.SupplyLevel(level));
                any = true;
            } else if (w.accept("SOURCE", "FROM", "SRC")) {
                supplySource(w, out);
                any = true;
            } else if (w.nextIs("NONE") || Readers.isUnitId(w.peek())) {
                supplySource(w, out); // SUPPLY NONE, SUPPLY 1 MX1CQ
                any = true;
            } else {
                break;
            }
        }
        if (!any) {
            throw new Rejection("SUPPLY needs LEVEL n or SOURCE x, e.g. SUPPLY LEVEL 1 or SUPPLY SOURCE MX1CQ");
        }
    }

    private void supplySource(Words w, Consumer<UnitOrder> out) {
        if (w.accept("NONE", "NOTHING", "NO")) {
            out.accept(new UnitOrder.NoSupplyDraw());
        } else if (Readers.isUnitId(w.peek())) {
            out.accept(new UnitOrder.SupplySource(w.next()));
        } else {
            out.accept(new UnitOrder.SupplySource(Readers.name(w, "the supply source", sourceStops)));
        }
    }

    // ---- the unit's administrative orders ----

    private void merge(Words w, Consumer<UnitOrder> out) {
        if (!w.accept("INTO", "WITH", "TO")) {
            throw new Rejection("in a UNIT block write MERGE INTO <unit>: this unit joins the other (SoW 4.13)");
        }
        out.accept(new UnitOrder.MergeInto(Readers.unitId(w, "MERGE INTO")));
    }

    private void transfer(Words w, Consumer<UnitOrder> out) {
        int[] amounts = OfficeGrammar.amounts(w);
        if (!w.accept("TO")) {
            throw new Rejection("TRANSFER needs TO <unit>, e.g. TRANSFER 200 MEN TO MX4IN (SoW 4.11)");
        }
        String target = Readers.unitId(w, "TRANSFER TO");
        out.accept(new UnitOrder.TransferTo(amounts[0], amounts[1], target));
    }

    private void deploy(Words w, Consumer<UnitOrder> out) {
        w.accept("TO", "IN");
        if (w.accept("PORT")) {
            out.accept(new UnitOrder.DeployToPort(Readers.name(w, "the port", nameStops)));
            return;
        }
        Optional<StrategicSquare> square = Readers.strategicSquare(w);
        Optional<TacticalSquare> tactical = Optional.empty();
        if (w.accept("AT", "TACTICAL", "TAC") || square.isEmpty()) {
            tactical = Optional.of(Readers.requireTacticalSquare(w, "DEPLOY"));
        }
        out.accept(new UnitOrder.Deploy(square, tactical));
    }
}
