package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Problem;

/**
 * Checks of parsed orders against the game state at the moment the mail arrives. Each problem names the line and
 * says what will go wrong in the player's terms; checks that depend on what happens during the turn (enemies met,
 * supplies drawn, communications) are left to the turn.
 */
public final class StateChecks {
    /** A city sends at most this many supplies a turn, except on peace and truce turns (GITM 10.6). */
    public static final int MAX_SUPPLIES_PER_CITY = 60;
    /** Mexico may not deploy into cities in row S0 or north of it (GITM 7.19). */
    private static final int MEXICAN_DEPLOYMENT_NORTHMOST_CITY_ROW = StrategicSquare.of("A0-S0").row();
    private static final Set<String> US_FIXED_GARRISONS = Set.of("yerba buena", "fort dodge");

    private StateChecks() {
    }

    /** Problems of a UNIT block for {@code unitId}. */
    public static List<Problem> checkUnit(ParsedBlock<UnitOrder> block, String unitId, OrderContext ctx) {
        List<Problem> out = new ArrayList<>();
        Optional<UnitView> found = ctx.unit(unitId);
        if (found.isEmpty()) {
            out.add(new Problem(0, "there is no unit " + Sanitize.quote(unitId) + " in this game"));
            return out;
        }
        UnitView u = found.get();
        Optional<String> mergedInto = block.orders().stream().map(OrderAt::order)
                .filter(o -> o instanceof UnitOrder.MergeInto).map(o -> ((UnitOrder.MergeInto) o).target())
                .findFirst();
        List<UnitOrder> all = block.bare();
        for (OrderAt<UnitOrder> at : block.orders()) {
            int line = at.line();
            // the turn's phases first, then the order's own rules, then whether it could change anything
            Optional<String> problem = CarriedOut.onThisTurn(at.order(), ctx.turn())
                    .or(() -> u.location() instanceof UnitLocation.Aboard a ? atSea(u, a, at.order(), all, ctx)
                            : u.location() instanceof UnitLocation.InPort p ? inGarrison(u, p, at.order(), ctx)
                            : unitOrder(u, at.order(), ctx));
            if (problem.isEmpty() && mergedInto.isPresent() && isPlacement(at.order())) {
                // the deployment turn's Orders phase comes before the placement (docs/rules/sow.md section 22)
                problem = Optional.of(u.id() + " merges into " + mergedInto.get() + " in the Orders phase, before"
                        + " the placement: it will not be there to deploy (docs/rules/sow.md section 22)");
            }
            if (problem.isEmpty()) {
                problem = CarriedOut.forThisUnit(at.order(), u, all);
            }
            problem.ifPresent(reason -> out.add(new Problem(line, reason)));
        }
        return out;
    }

    private static boolean isPlacement(UnitOrder order) {
        return order instanceof UnitOrder.Deploy || order instanceof UnitOrder.DeployToPort;
    }

    /** Problems of a PLAYER block from a holder of {@code offices} of {@code state}. */
    public static List<Problem> checkOffice(ParsedBlock<OfficeOrder> block, String state, Set<Office> offices,
                                            OrderContext ctx) {
        List<Problem> out = new ArrayList<>();
        Map<String, Integer> sentFrom = new HashMap<>();
        int[] paid = {0};
        Optional<OrderContext.RaiseJudge> raising = ctx.raising();
        for (OrderAt<OfficeOrder> at : block.orders()) {
            OfficeOrder order = at.order();
            Optional<String> problem = permitted(order, offices);
            if (problem.isEmpty()) {
                problem = order instanceof OfficeOrder.Pay p ? pay(p, state, ctx, paid)
                        : officeOrder(order, state, ctx, sentFrom, raising);
            }
            if (problem.isEmpty()) {
                problem = CarriedOut.office(order, ctx);
            }
            problem.ifPresent(reason -> out.add(new Problem(at.line(), reason)));
        }
        return out;
    }

    // Java 17 has no pattern switch: one instanceof chain per hierarchy, in the order of the grammar.
    private static Optional<String> unitOrder(UnitView u, UnitOrder order, OrderContext ctx) {
        if (order instanceof UnitOrder.Path p) {
            return path(u, p, ctx);
        } else if (order instanceof UnitOrder.Board b) {
            return boarding(u, ctx).or(() -> ctx.boarding(u.id(), b.transportGroup()));
        } else if (order instanceof UnitOrder.Land l) {
            return ctx.landing(u.id(), l);
        } else if (order instanceof UnitOrder.SailToPort p) {
            return boarding(u, ctx).or(() -> knownPort(p.port(), ctx)).or(() -> ctx.garrisonEntry(u.id(), p.port()));
        } else if (order instanceof UnitOrder.Deploy d) {
            return deploy(u, d, ctx);
        } else if (order instanceof UnitOrder.DeployToPort d) {
            return deployToPort(u, d, ctx);
        } else if (order instanceof UnitOrder.SupplyLevel s) {
            return supplyLevel(u, s);
        } else if (order instanceof UnitOrder.SupplySource s) {
            return supplySource(u, s.source(), ctx);
        } else if (order instanceof UnitOrder.Inactivate) {
            return inactivate(u);
        } else if (order instanceof UnitOrder.Activate) {
            return activate(u, ctx);
        } else if (order instanceof UnitOrder.MergeInto m) {
            return merge(u, m.target(), ctx);
        } else if (order instanceof UnitOrder.TransferTo t) {
            return transfer(u, t.men(), t.batteries(), t.target(), ctx);
        }
        return Optional.empty();
    }

    private static Optional<String> officeOrder(OfficeOrder order, String state, OrderContext ctx,
                                                Map<String, Integer> sentFrom,
                                                Optional<OrderContext.RaiseJudge> raising) {
        if (order instanceof OfficeOrder.InactivateUnit i) {
            return ownUnit(i.unit(), state, ctx).flatMap(StateChecks::inactivate);
        } else if (order instanceof OfficeOrder.ActivateUnit a) {
            return ownUnit(a.unit(), state, ctx).flatMap(u -> activate(u, ctx));
        } else if (order instanceof OfficeOrder.Merge m) {
            return ownUnit(m.unit(), state, ctx).flatMap(u -> merge(u, m.into(), ctx));
        } else if (order instanceof OfficeOrder.TransferMen t) {
            return ownUnit(t.from(), state, ctx).flatMap(u ->
                    transfer(u, t.men(), t.batteries(), t.to(), ctx));
        } else if (order instanceof OfficeOrder.Disband d) {
            return ownUnit(d.unit(), state, ctx).flatMap(u ->
                    u.location() instanceof UnitLocation.InPort
                    ? Optional.of("units in the garrison of an off-map port cannot be disbanded (SoW 4.15)")
                    : Optional.empty());
        } else if (order instanceof OfficeOrder.Scuttle sc) {
            return scuttle(sc, state, ctx);
        } else if (order instanceof OfficeOrder.MergeTransports m) {
            return mergeTransports(m, state, ctx);
        } else if (order instanceof OfficeOrder.TransferCrew t) {
            return ctx.crewTransfer(state, t);
        } else if (order instanceof OfficeOrder.Sail sail) {
            return ctx.voyage(state, sail);
        } else if (order instanceof OfficeOrder.Combat c) {
            if (ctx.turn() == TurnKind.DEPLOYMENT) {
                return Optional.of("the deployment turn has no battles: COMBAT can be given from turn 1 (GITM 7.18)");
            }
            return !ctx.turn().isCampaign()
                    ? Optional.of("there are no battles on peace and truce turns, so COMBAT would do nothing (GITM 9.1)")
                    : ctx.combatOrders(state, c);
        } else if (order instanceof OfficeOrder.Vote v) {
            return ctx.ballot(state, v);
        } else if (order instanceof OfficeOrder.Sign || order instanceof OfficeOrder.DeclareWar) {
            return ctx.diplomacy(state, order);
        } else if (order instanceof OfficeOrder.Raise r) {
            return raising.isPresent() ? raising.get().problem(state, r) : raise(r, state, ctx);
        } else if (order instanceof OfficeOrder.RaiseTransport t) {
            return raising.isPresent() ? raising.get().transport(state, t) : Optional.empty();
        } else if (order instanceof OfficeOrder.RaiseWarship w) {
            return raising.isPresent() ? raising.get().warship(state, w) : Optional.empty();
        } else if (order instanceof OfficeOrder.Reinforce r) {
            return ownUnit(r.unit(), state, ctx).flatMap(u -> raising.isPresent()
                    ? raising.get().reinforcement(state, r) : Optional.empty());
        } else if (order instanceof OfficeOrder.MoveSupplies s) {
            return moveSupplies(s, state, ctx, sentFrom);
        } else if (order instanceof OfficeOrder.BuySupplies b) {
            return buySupplies(b, ctx);
        } else if (order instanceof OfficeOrder.Fortify f) {
            return fortify(f, ctx);
        } else if (order instanceof OfficeOrder.Emplace || order instanceof OfficeOrder.BuyStores) {
            return Optional.empty(); // not yet played: CarriedOut says why
        }
        throw new IllegalStateException("an office order without a check: " + order);
    }

    // ---- strategic movement ----

    private static Optional<String> path(UnitView u, UnitOrder.Path p, OrderContext ctx) {
        if (!(u.location() instanceof UnitLocation.OnMap here)) {
            return Optional.of(u.id() + " is in " + u.location() + ", not on the map, so it cannot march a path");
        }
        StrategicSquare at = here.square();
        for (PathBox box : p.boxes()) {
            if (!(box instanceof PathBox.Step step)) {
                continue;
            }
            StrategicSquare next = step.square();
            if (next.equals(at)) {
                return Optional.of("the unit is already in " + at + " there: each box names the next square to"
                        + " enter, so the unit will halt at " + at + " (GITM 7.4)");
            }
            if (!at.isAdjacentTo(next)) {
                return Optional.of(next + " is not next to " + at + ": the unit will halt at " + at + " (GITM 7.4)");
            }
            Optional<String> closed = closedTo(u, next, ctx);
            if (closed.isPresent()) {
                return Optional.of(closed.get() + ": the unit will halt at " + at);
            }
            at = next;
        }
        if (p.moves() > u.branch().maximumMarch()) {
            String most = u.isMilitia()
                    ? u.id() + " marches at most " + u.branch().marchAllowance()
                            + " squares a turn and militia may not force march (GITM 7.1, 7.3)"
                    : u.id() + " marches at most " + u.branch().maximumMarch() + " squares a turn, "
                            + u.branch().marchAllowance() + " and one forced march (GITM 7.1, 7.3)";
            return Optional.of(most + "; this path fills " + p.moves() + " boxes");
        }
        return Optional.empty();
    }

    /** Why the unit may never enter the square, if it may not. */
    private static Optional<String> closedTo(UnitView u, StrategicSquare square, OrderContext ctx) {
        if (ctx.isGuatemala(square)) {
            return Optional.of(square + " is in Guatemala, which no unit may enter (GITM 7.16)");
        }
        Optional<SquareInfo> info = ctx.square(square);
        if (info.isEmpty()) {
            return Optional.of(square + " is off the playing area (GITM 1.1)");
        }
        if (!info.get().terrain().isPassable()) {
            return Optional.of(square + " is " + info.get().terrain().words() + ", which no unit can enter (GITM 1.2)");
        }
        if (u.isMilitia() && info.get().nation() != u.homeNation()) {
            return Optional.of(u.id() + " is militia and may not leave " + named(u.homeNation()) + ": " + square
                    + " is in " + named(info.get().nation()) + " (GITM 7.1)");
        }
        return Optional.empty();
    }

    /** "the United States", "Mexico", as a sentence names them. */
    private static String named(Nation nation) {
        return nation == Nation.US ? "the " + nation.title() : nation.title();
    }

    private static Optional<String> boarding(UnitView u, OrderContext ctx) {
        if (u.isMilitia()) {
            return Optional.of("militia may not board transports or sail to ports (GITM 7.17)");
        }
        if (!ctx.turn().isCampaign()) {
            return Optional.of("units may not board transports on deployment, peace or truce turns (GITM 7.18)");
        }
        return Optional.empty();
    }

    /**
     * The orders of a unit at sea (GITM 11.1, 11.5; docs/rules/naval.md section 10): it may be ordered ashore, and with
     * a LAND in the block, how it moves and fights on the land once ashore in the tactical phases that follow. It
     * marches only from the turn after it lands, draws no supplies at sea (GITM 11.3), and neither merges, transfers
     * men, boards again nor changes its readiness while aboard.
     */
    private static Optional<String> atSea(UnitView u, UnitLocation.Aboard aboard, UnitOrder order,
                                          List<UnitOrder> block, OrderContext ctx) {
        if (order instanceof UnitOrder.Land l) {
            return ctx.landing(u.id(), l);
        }
        if (order instanceof UnitOrder.SailToPort p) {
            return knownPort(p.port(), ctx).or(() -> ctx.garrisonEntry(u.id(), p.port()));
        }
        String at = u.id() + " is at sea aboard " + aboard.transportGroup();
        boolean lands = block.stream().anyMatch(UnitOrder.Land.class::isInstance);
        if (order instanceof UnitOrder.TacticalMove || order instanceof UnitOrder.DoNotEnterFort
                || order instanceof UnitOrder.Engage || order instanceof UnitOrder.Support
                || order instanceof UnitOrder.Intercept || order instanceof UnitOrder.Offensive
                || order instanceof UnitOrder.Defensive || order instanceof UnitOrder.TakeLine) {
            return lands ? Optional.empty() : Optional.of(at + ": " + CarriedOut.keyword(order) + " counts only on"
                    + " land, and this block has no LAND, so it would do nothing (GITM 11.4)");
        }
        if (order instanceof UnitOrder.Path || order instanceof UnitOrder.MarchTo || order instanceof UnitOrder.Pursue
                || order instanceof UnitOrder.Entry || order instanceof UnitOrder.Halt) {
            return Optional.of(at + ": it goes ashore with LAND, which is its strategic move for the turn, and"
                    + " marches from the next turn (GITM 7.17; docs/rules/naval.md section 10)");
        }
        if (order instanceof UnitOrder.SupplyLevel || order instanceof UnitOrder.SupplySource
                || order instanceof UnitOrder.NoSupplyDraw) {
            return Optional.of(at + ": units aboard transports draw no supplies (GITM 11.1, 11.3), and the supply"
                    + " phase comes before any landing");
        }
        if (order instanceof UnitOrder.Activate || order instanceof UnitOrder.Inactivate) {
            return Optional.of(at + ": a unit aboard a transport is inactive until it lands (GITM 11.1)");
        }
        return Optional.of(at + ": " + CarriedOut.keyword(order) + " is not given at sea; LAND first"
                + " (docs/rules/naval.md section 10)");
    }

    /**
     * The orders of a unit in the garrison of an off-map port (GITM 11.1, 11.3, 11.5; docs/rules/naval.md section 18):
     * it leaves by boarding a transport group lying in the port's harbour, or on the deployment turn by DEPLOY; it
     * stands on no square, so it neither marches, moves, fights, draws supplies, merges nor changes its readiness.
     */
    private static Optional<String> inGarrison(UnitView u, UnitLocation.InPort port, UnitOrder order,
                                               OrderContext ctx) {
        String at = u.id() + " is in the garrison of " + port.port() + ", off the land map";
        if (order instanceof UnitOrder.Board b) {
            return boarding(u, ctx).or(() -> ctx.boarding(u.id(), b.transportGroup()));
        } else if (order instanceof UnitOrder.SailToPort p) {
            return ctx.garrisonEntry(u.id(), p.port());
        } else if (order instanceof UnitOrder.Deploy d) {
            return deploy(u, d, ctx);
        } else if (order instanceof UnitOrder.DeployToPort d) {
            return deployToPort(u, d, ctx);
        } else if (order instanceof UnitOrder.Land) {
            return Optional.of(at + ", not at sea: LAND is for units aboard a transport group; it boards one lying in "
                    + port.port() + " harbour with BOARD <group> (GITM 7.17)");
        }
        if (order instanceof UnitOrder.Path || order instanceof UnitOrder.MarchTo || order instanceof UnitOrder.Pursue
                || order instanceof UnitOrder.Entry || order instanceof UnitOrder.Halt) {
            return Optional.of(at + ": it leaves with BOARD <group> when a transport group of its side lies in "
                    + port.port() + " harbour, or on a deployment turn with DEPLOY TO <square> (GITM 7.17, 7.18)");
        }
        if (order instanceof UnitOrder.SupplyLevel || order instanceof UnitOrder.SupplySource
                || order instanceof UnitOrder.NoSupplyDraw) {
            return Optional.of(at + ": units in the garrison of an off-map port draw no supplies (GITM 11.1, 11.3)");
        }
        if (order instanceof UnitOrder.Activate || order instanceof UnitOrder.Inactivate) {
            return Optional.of(at + ": a unit in the garrison of an off-map port is inactive while it stays there"
                    + " (GITM 11.1)");
        }
        if (order instanceof UnitOrder.MergeInto || order instanceof UnitOrder.TransferTo) {
            return Optional.of(at + ": units merge and transfer men only on the map, both active and in one square"
                    + " (GITM 3.5; SoW 4.11, 4.13)");
        }
        return Optional.of(at + ": " + CarriedOut.keyword(order) + " counts only on the land map, where the"
                + " unit is not (GITM 11.1, 11.4)");
    }

    /**
     * GITM 7.18 as it stands when the mail arrives: not militia, a port of the game, held by the unit's side, and not
     * the garrison it already stands in. Whether the port is blockaded and whether the unit has a chain of contact to
     * an open port are the deadline's (the deployment judges them on the position at the start of the turn).
     */
    private static Optional<String> deployToPort(UnitView u, UnitOrder.DeployToPort d, OrderContext ctx) {
        return deployable(u).or(() -> knownPort(d.port(), ctx)).or(() -> ctx.garrisonPort(u.state(), d.port()))
                .or(() -> u.location() instanceof UnitLocation.InPort p && p.port().equalsIgnoreCase(d.port().strip())
                        ? Optional.of(u.id() + " is already in the garrison of " + p.port()) : Optional.empty());
    }

    private static Optional<String> knownPort(String port, OrderContext ctx) {
        return ctx.isOffMapPort(port) ? Optional.empty()
                : Optional.of(Sanitize.quote(port) + " is not an off-map port of this game");
    }

    // ---- deployment turn (GITM 7.18-7.19) ----

    /** On the deployment turn (the turn is CarriedOut's): militia stay where they are. */
    private static Optional<String> deployable(UnitView u) {
        if (u.isMilitia()) {
            return Optional.of("militia cannot move on deployment turns (GITM 7.18)");
        }
        return Optional.empty();
    }

    private static Optional<String> deploy(UnitView u, UnitOrder.Deploy d, OrderContext ctx) {
        Optional<String> p = deployable(u);
        if (p.isPresent() || d.square().isEmpty()) {
            if (p.isEmpty() && !(u.location() instanceof UnitLocation.OnMap)) {
                return Optional.of(u.id() + " is in " + u.location() + ": name the strategic square to deploy to");
            }
            return p;
        }
        StrategicSquare to = d.square().get();
        Optional<String> closed = closedTo(u, to, ctx);
        if (closed.isPresent()) {
            return closed;
        }
        SquareInfo info = ctx.square(to).orElseThrow();
        if (u.homeNation() == Nation.MX) {
            if (ctx.isNorthOfRioGrande(to)) {
                return Optional.of("Mexico may not deploy north of the Rio Grande, as " + to + " is (GITM 7.19)");
            }
            if (!info.cities().isEmpty() && to.row() <= MEXICAN_DEPLOYMENT_NORTHMOST_CITY_ROW) {
                return Optional.of("Mexico may not deploy into cities in row S0 or north of it, such as "
                        + info.cities().get(0).name() + " (GITM 7.19)");
            }
        } else {
            Optional<String> fixed = usFixedGarrison(info).or(() -> u.location() instanceof UnitLocation.OnMap here
                    ? ctx.square(here.square()).flatMap(StateChecks::usFixedGarrison) : Optional.empty());
            if (fixed.isPresent()) {
                return Optional.of("the United States may not deploy units into or out of " + fixed.get()
                        + " (GITM 7.19)");
            }
        }
        return Optional.empty();
    }

    private static Optional<String> usFixedGarrison(SquareInfo info) {
        return info.cities().stream().map(City::name)
                .filter(n -> US_FIXED_GARRISONS.contains(n.toLowerCase(Locale.ROOT))).findFirst();
    }

    // ---- supply ----

    private static Optional<String> supplyLevel(UnitView u, UnitOrder.SupplyLevel s) {
        if (s.level() > 1 && !u.isCorpsHq()) {
            return Optional.of("only a corps HQ carries more than 1 supply; " + u.id() + " can carry 0 or 1"
                    + " (GITM 10.7)");
        }
        return Optional.empty();
    }

    private static Optional<String> supplySource(UnitView u, String source, OrderContext ctx) {
        if (Readers.isUnitId(source)) {
            if (source.equals(u.id())) {
                return Optional.of("a unit cannot be its own supply source");
            }
            Optional<UnitView> q = ownState(source, u, ctx);
            if (q.isEmpty()) {
                return Optional.of("there is no unit " + source + " of " + u.state() + " to draw supply from");
            }
            if (u.isCorpsHq()) {
                return Optional.of("a corps HQ draws its supplies from a city, not from " + source + " (GITM 10.5)");
            }
            if (!q.get().isCorpsHq()) {
                return Optional.of(source + " is not a corps HQ: units draw supply from a corps HQ or a city"
                        + " (GITM 10.5)");
            }
            return Optional.empty();
        }
        return ctx.city(source).isPresent() ? Optional.empty()
                : Optional.of(Sanitize.quote(source) + " is neither a city nor a corps HQ of this game");
    }

    // ---- mergers, transfers and disbanding: what is sure to fail at the deadline is refused now; enemies in the
    // square are judged at the deadline only, so that a reply never tells where the enemy stands (docs/rules/sow.md
    // section 18.2)

    private static Optional<String> merge(UnitView u, String targetId, OrderContext ctx) {
        if (targetId.equals(u.id())) {
            return Optional.of("a unit cannot merge into itself");
        }
        Optional<UnitView> t = ownState(targetId, u, ctx);
        if (t.isEmpty()) {
            return Optional.of("there is no unit " + targetId + " of " + u.state() + " to merge into");
        }
        if (u.branch().isHeadquarters() || u.isMilitia() || t.get().branch().isHeadquarters()
                || t.get().isMilitia()) {
            return Optional.of("headquarters and militia cannot merge (GITM 3.5)");
        }
        // an inactive unit may be activated earlier in the Orders phase; a shattered one stays so until it reforms
        for (UnitView x : List.of(u, t.get())) {
            if (x.shattered()) {
                return Optional.of("both units must be active to merge, and " + x.id() + " is shattered (GITM 3.5,"
                        + " 12.5)");
            }
        }
        return sameKindAndPlace(u, t.get(), "merge", "SoW 4.13");
    }

    private static Optional<String> transfer(UnitView u, int men, int batteries, String targetId,
                                             OrderContext ctx) {
        if (targetId.equals(u.id())) {
            return Optional.of("a unit cannot transfer men to itself");
        }
        Optional<UnitView> t = ownState(targetId, u, ctx);
        if (t.isEmpty()) {
            return Optional.of("there is no unit " + targetId + " of " + u.state() + " to transfer to");
        }
        if (u.branch().isHeadquarters() || t.get().branch().isHeadquarters()) {
            return Optional.of("headquarters cannot transfer men (SoW 4.11)");
        }
        if (men > u.men()) {
            return Optional.of(u.id() + " has only " + u.men() + " men to give, not " + men);
        }
        if (men > 0 && men == u.men()) {
            return Optional.of("the transfer would leave " + u.id() + " with no men: merge it instead (SoW 4.13)");
        }
        if (batteries > u.batteries()) {
            return Optional.of(u.id() + " has only " + u.batteries() + " batteries to give, not " + batteries);
        }
        // "during a campaign" (SoW 4.11) is read as wartime turns, as the deadline reads it: on peace and truce turns
        // and on the deployment turn, before the first campaign, the two units may stand apart
        Optional<String> kind = sameKindAndPlace(u, t.get(), "transfer men", "SoW 4.11", ctx.turn().isCampaign());
        return kind.isPresent() ? kind : withinCeilings(t.get(), men, batteries);
    }

    /**
     * A transfer that would take the receiver above its ceilings is refused whole (SoW 4.9, 4.12; docs/rules/sow.md
     * section 10); a Guardia Presidencial unit is never brought above the infantry ceiling again, which is the
     * type's ceiling, so the check needs no more than the type.
     */
    private static Optional<String> withinCeilings(UnitView to, int men, int batteries) {
        return SizeLimits.additionProblem(to.id(), UnitType.valueOf(to.branch().name()), false, to.men() + men,
                to.batteries() + batteries);
    }

    private static Optional<String> sameKindAndPlace(UnitView a, UnitView b, String what, String rule) {
        return sameKindAndPlace(a, b, what, rule, true);
    }

    /** @param sameSquare whether the two must share a strategic square (not for transfers on peace turns) */
    private static Optional<String> sameKindAndPlace(UnitView a, UnitView b, String what, String rule,
                                                     boolean sameSquare) {
        if (a.branch() != b.branch()) {
            return Optional.of(a.id() + " and " + b.id() + " are not of the same type, so they cannot " + what
                    + " (" + rule + ")");
        }
        if (!a.state().equals(b.state())) {
            return Optional.of(a.id() + " and " + b.id() + " belong to different states, so they cannot " + what
                    + " (" + rule + ")");
        }
        for (UnitView x : List.of(a, b)) {
            if (x.location() instanceof UnitLocation.InPort p) {
                return Optional.of(x.id() + " is in the garrison of " + p.port() + ", off the land map: units " + what
                        + " only on the map (" + rule + "; GITM 11.1)");
            }
        }
        if (sameSquare && a.location() instanceof UnitLocation.OnMap pa
                && b.location() instanceof UnitLocation.OnMap pb
                && !pa.square().equals(pb.square())) {
            return Optional.of(a.id() + " is in " + pa.square() + " and " + b.id() + " in " + pb.square()
                    + ": they must be in the same strategic square to " + what + " (" + rule + ")");
        }
        return Optional.empty();
    }

    // ---- office orders ----

    private static Optional<String> permitted(OfficeOrder order, Set<Office> offices) {
        for (Office o : order.offices()) {
            if (offices.contains(o)) {
                return Optional.empty();
            }
        }
        String keyword = order.normalForm().split(" ", 2)[0];
        List<String> who = order.offices().stream().map(Office::words).toList();
        String list = who.size() == 1 ? who.get(0)
                : String.join(", ", who.subList(0, who.size() - 1)) + " or " + who.get(who.size() - 1);
        return Optional.of("only " + list + " may give " + keyword);
    }

    /**
     * SoW 4.16 as it stands when the mail arrives: the state's own ship (another state's, or an id no ship has, gets
     * the same answer, so a reply tells nobody which enemy ids are ships), not alongside enemy ships, and a warship in
     * a sea area only with another friendly ship there. The Orders phase judges it again on the position it finds.
     */
    private static Optional<String> scuttle(OfficeOrder.Scuttle order, String state, OrderContext ctx) {
        Optional<ShipView> ship = ctx.ship(order.ship()).filter(v -> v.state().equalsIgnoreCase(state));
        if (ship.isEmpty()) {
            return Optional.of(order.ship() + " is not a ship of " + state);
        }
        ShipView v = ship.get();
        if (v.enemyAlongside()) {
            return Optional.of(v.id() + " lies alongside enemy ships: a ship is scuttled only out of their reach"
                    + " (SoW 4.16)");
        }
        if (v.warship() && v.inSeaArea() && v.friendsAlongside() == 0) {
            return Optional.of(v.id() + " is alone in a sea area: a warship there is scuttled only with another"
                    + " friendly ship beside her to take off her crew (SoW 4.16)");
        }
        return Optional.empty();
    }

    /**
     * PATE-MD merge as it stands when the mail arrives: two transport groups of the state at the very same station (a
     * group in harbour does not merge with one in the port's coastal waters). The Orders phase judges it again.
     */
    private static Optional<String> mergeTransports(OfficeOrder.MergeTransports order, String state,
                                                    OrderContext ctx) {
        Optional<ShipView> group = ctx.ship(order.group()).filter(v -> v.state().equalsIgnoreCase(state));
        Optional<ShipView> into = ctx.ship(order.into()).filter(v -> v.state().equalsIgnoreCase(state));
        if (group.isEmpty()) {
            return Optional.of(order.group() + " is not a ship of " + state);
        }
        if (into.isEmpty()) {
            return Optional.of(order.into() + " is not a ship of " + state
                    + " (transport groups merge only with their own state's, PATE-MD merge)");
        }
        if (!group.get().station().equals(into.get().station())) {
            return Optional.of(group.get().id() + " and " + into.get().id() + " do not lie together: transport"
                    + " groups merge only at the same place, a harbour's with a harbour's (PATE-MD merge)");
        }
        return Optional.empty();
    }

    /** Left: a problem with the unit; right: the unit, to check further. */
    private record UnitOrProblem(Optional<UnitView> unit, Optional<String> problem) {
        Optional<String> flatMap(java.util.function.Function<UnitView, Optional<String>> f) {
            return problem.isPresent() ? problem : f.apply(unit.orElseThrow());
        }
    }

    /**
     * An office's own unit. An id no unit has gets the answer another state's unit gets: a reply must not tell a
     * player which of the enemy's ids are units (new levies among them).
     */
    private static UnitOrProblem ownUnit(String id, String state, OrderContext ctx) {
        Optional<UnitView> u = ctx.unit(id).filter(v -> v.state().equalsIgnoreCase(state));
        if (u.isEmpty()) {
            return new UnitOrProblem(Optional.empty(), Optional.of(id + " is not a unit of " + state));
        }
        return new UnitOrProblem(u, Optional.empty());
    }

    /** A unit another order names, if it is of the orderer's state: others are answered as if there were none. */
    private static Optional<UnitView> ownState(String id, UnitView orderer, OrderContext ctx) {
        return ctx.unit(id).filter(v -> v.state().equals(orderer.state()));
    }

    // ---- inactive units (GITM 11.1): what is sure to fail at the deadline is refused now, in the deadline's words;
    // the limits of GITM 11.2 and enemies in the square are judged in the Orders phase (the turn's other orders count)

    private static Optional<String> inactivate(UnitView u) {
        if (u.shattered()) {
            return Optional.of(u.id() + " is shattered and cannot stand down: only an active unit may (GITM 11.1,"
                    + " 12.2)");
        }
        return onMap(u, "only units on the map can be inactivated (GITM 11.1)");
    }

    private static Optional<String> activate(UnitView u, OrderContext ctx) {
        if (u.location() instanceof UnitLocation.InPort p) {
            return Optional.of(u.id() + " is in the garrison of " + p.port() + ", off the land map, and stays inactive"
                    + " there until it leaves (GITM 11.1)");
        }
        if (u.shattered()) {
            return Optional.of(u.id() + " is shattered and cannot be activated: it becomes active again only by"
                    + " reforming (GITM 12.5)");
        }
        int arrears = ctx.arrears(u.state());
        if (arrears >= OrderContext.MUTINY_AFTER) {
            return Optional.of(u.id() + " will not take the field: " + u.state() + " has not paid its troops in full"
                    + " for " + arrears + " turns running, and no unit of it leaves its quarters until a turn's upkeep"
                    + " is paid in full (docs/rules/sow.md section 6)");
        }
        return Optional.empty();
    }

    private static Optional<String> onMap(UnitView u, String reason) {
        return u.location() instanceof UnitLocation.OnMap ? Optional.empty() : Optional.of(reason);
    }

    private static Optional<String> raise(OfficeOrder.Raise r, String state, OrderContext ctx) {
        if (!r.branch().isMilitia() && ctx.turn() != TurnKind.BUILD) {
            return Optional.of("only militia can be raised on this turn; other units only on the build turn"
                    + " (SoW 4.2)");
        }
        Optional<City> city = ctx.city(r.city());
        if (city.isEmpty()) {
            return Optional.of(Sanitize.quote(r.city()) + " is not a city of this game");
        }
        Optional<Nation> nation = ctx.nationOf(state);
        Optional<Nation> cityNation = ctx.square(city.get().square()).map(SquareInfo::nation);
        if (nation.isPresent() && cityNation.isPresent() && nation.get() != cityNation.get()) {
            return Optional.of(city.get().name() + " is not in " + named(nation.get())
                    + ": units are raised only in their own nation (SoW 4.3)");
        }
        if (!r.branch().isMilitia() && !city.get().state().equalsIgnoreCase(state)) {
            return Optional.of(city.get().name() + " is controlled by " + city.get().state()
                    + ": only militia may be raised in a city held by another state (SoW 4.3)");
        }
        return Optional.empty();
    }

    /**
     * SoW-2018 2.1: another state of the game, and never more than the treasury holds after the block's earlier
     * payments (docs/rules/sow.md sections 4, 18.2). Checked again at the deadline, where another officer may have
     * spent first.
     */
    private static Optional<String> pay(OfficeOrder.Pay p, String state, OrderContext ctx, int[] paid) {
        Optional<String> to = ctx.stateId(p.to());
        if (to.isEmpty()) {
            return Optional.of("there is no state " + Sanitize.quote(p.to()) + " in this game");
        }
        if (to.get().equalsIgnoreCase(state)) {
            return Optional.of("a state does not pay itself");
        }
        java.util.OptionalInt treasury = ctx.treasury(state);
        // A context with an economy checks the balance with the block's other spending (OrderDesk, section 18.3).
        if (treasury.isEmpty() || ctx.project(state, List.of()).isPresent()) {
            return Optional.empty();
        }
        int left = treasury.getAsInt() - paid[0];
        if (p.crowns() > left) {
            return Optional.of(p.normalForm() + " needs " + p.crowns() + " Cr; " + state + " has " + left + " Cr"
                    + (paid[0] > 0 ? " after the orders above it" : "") + ": " + (p.crowns() - left)
                    + " short (SoW-2018 2.1)");
        }
        paid[0] += p.crowns();
        return Optional.empty();
    }

    /**
     * SoW 6 as designed (docs/rules/sow.md section 14): the place must be a city of the map or an off-map port. Who
     * holds it, its siege, its market's limit and the price are the projection's (section 18.3), which
     * reads them as the deadline will.
     */
    private static Optional<String> buySupplies(OfficeOrder.BuySupplies b, OrderContext ctx) {
        if (ctx.city(b.place()).isEmpty() && !ctx.isOffMapPort(b.place())) {
            return Optional.of(Sanitize.quote(b.place()) + " is neither a city nor an off-map port of this game");
        }
        return Optional.empty();
    }

    /**
     * SoW 7 as designed (docs/rules/sow.md section 15): a city of the map. Who holds it, its siege, its level, works
     * under way and the price are the projection's (section 18.3); hostile units in its square, the deadline's.
     */
    private static Optional<String> fortify(OfficeOrder.Fortify f, OrderContext ctx) {
        if (ctx.city(f.city()).isEmpty()) {
            return Optional.of(Sanitize.quote(f.city()) + " is not a city of this game's map");
        }
        return Optional.empty();
    }

    private static Optional<String> moveSupplies(OfficeOrder.MoveSupplies s, String state, OrderContext ctx,
                                                 Map<String, Integer> sentFrom) {
        if (OrderContext.namesGroup(s)) {
            Optional<String> problem = ctx.shipSupplies(state, s);
            if (problem.isPresent() || Readers.isTransportId(s.from().toUpperCase(Locale.ROOT))) {
                return problem; // unloading: the holds have no limit of a city's sending
            }
        }
        Optional<City> from = ctx.city(s.from());
        if (from.isEmpty() && !ctx.isOffMapPort(s.from())) {
            return Optional.of(Sanitize.quote(s.from()) + " is neither a city nor an off-map port of this game");
        }
        if (ctx.city(s.to()).isEmpty() && !ctx.isOffMapPort(s.to()) && !OrderContext.namesGroup(s)) {
            return Optional.of(Sanitize.quote(s.to()) + " is neither a city nor an off-map port of this game");
        }
        if (from.isPresent() && !from.get().state().equalsIgnoreCase(state)) {
            return Optional.of(from.get().name() + " is controlled by " + from.get().state()
                    + ": supplies can be sent only from your own cities (GITM 10.6)");
        }
        int total = sentFrom.merge(s.from().toLowerCase(Locale.ROOT), s.amount(), Integer::sum);
        if (ctx.turn().isCampaign() && total > MAX_SUPPLIES_PER_CITY) {
            return Optional.of("a city sends at most " + MAX_SUPPLIES_PER_CITY + " supplies a turn; this block"
                    + " sends " + total + " from " + s.from() + " (GITM 10.6)");
        }
        return Optional.empty();
    }
}
