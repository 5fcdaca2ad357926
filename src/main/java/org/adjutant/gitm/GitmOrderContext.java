package org.adjutant.gitm;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.forces.ArrivalFunds;
import org.adjutant.gitm.forces.BuildRules;
import org.adjutant.gitm.forces.ReinforceRules;
import org.adjutant.gitm.forces.TransportBuilds;
import org.adjutant.gitm.forces.WarshipBuilds;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.OrdersProjection;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Boarding;
import org.adjutant.gitm.naval.Garrisoning;
import org.adjutant.gitm.state.GarrisonRules;
import org.adjutant.gitm.naval.CrewTransfers;
import org.adjutant.gitm.naval.Landing;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.Voyages;
import org.adjutant.gitm.naval.combat.CombatOrdersCheck;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderContext;
import org.adjutant.gitm.order.ShipView;
import org.adjutant.gitm.order.TurnKind;
import org.adjutant.gitm.order.UnitLocation;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.order.UnitView;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.supply.ShipHolds;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * The order checks' view of a real game: units, the map, cities, off-map ports and the Rio Grande line, as they stand
 * when a mail arrives.
 */
final class GitmOrderContext implements OrderContext {
    private final GitmState state;
    private final StrategicMap map;
    private final RioGrande rioGrande;
    private final Map<String, City> cities;
    /** The other officers' queued orders of the block's state, blocks in arrival order (sow.md 18.2-18.4). */
    private final java.util.List<OfficeOrders.Given<OfficeOrder>> queued;
    /** Per purse of {@link #raising}, the transport capacity counted in each port (naval.md section 13). */
    private final java.util.Map<ArrivalFunds, java.util.Map<String, Integer>> fittedByPurse =
            new java.util.IdentityHashMap<>();
    /** Per purse, the warships counted as laid down in each port (naval.md section 13.4). */
    private final java.util.Map<ArrivalFunds, java.util.Map<String, Integer>> laidByPurse =
            new java.util.IdentityHashMap<>();

    GitmOrderContext(GitmState state, StrategicMap map, RioGrande rioGrande) {
        this.state = state;
        this.map = map;
        this.rioGrande = rioGrande;
        this.cities = new HashMap<>();
        for (City city : state.cities(map)) {
            cities.put(city.name().toLowerCase(Locale.ROOT), city);
        }
        this.queued = java.util.List.of();
    }

    private GitmOrderContext(GitmOrderContext base, java.util.List<OfficeOrders.Given<OfficeOrder>> queued) {
        this.state = base.state;
        this.map = base.map;
        this.rioGrande = base.rioGrande;
        this.cities = base.cities;
        this.queued = java.util.List.copyOf(queued);
    }

    /**
     * This context for a block that arrives after {@code queued}, the orders the other officers of its state have
     * queued for the turn: their money, men and builds are counted before the block's own, as the deadline will.
     */
    GitmOrderContext withQueued(java.util.List<OfficeOrders.Given<OfficeOrder>> queued) {
        return queued.isEmpty() ? this : new GitmOrderContext(this, queued);
    }

    @Override
    public TurnKind turn() {
        if (state.turn() == 0) {
            return TurnKind.DEPLOYMENT;
        }
        if (!state.isCampaignTurn()) {
            return TurnKind.PEACE_OR_TRUCE; // the game's calendar (GITM 9.1)
        }
        return state.isBuildTurn() ? TurnKind.BUILD : TurnKind.CAMPAIGN; // SoW 4.2, from the calendar (sow.md 17.1)
    }

    @Override
    public Optional<UnitView> unit(String unitId) {
        return state.unit(unitId).map(this::view);
    }

    @Override
    public Optional<String> crewTransfer(String stateId, OfficeOrder.TransferCrew order) {
        return CrewTransfers.problem(state, state.navy(), stateId, order.crew(), order.marines(), order.from(),
                order.to());
    }

    @Override
    public Optional<String> boarding(String unitId, String group) {
        Optional<Unit> u = state.unit(unitId);
        if (u.isEmpty() || map.sea().isEmpty()) {
            return Optional.of(group + " is not a transport group of this game");
        }
        return Boarding.problem(state, map.sea().get(), map, state.navy(), u.get(), group, state::unit);
    }

    @Override
    public Optional<String> shipSupplies(String stateId, OfficeOrder.MoveSupplies order) {
        return ShipHolds.judge(state, map, state.navy(), stateId, order, name -> state.city(name, map),
                id -> state.unit(id).filter(u -> !state.isOffMap(u.id()))).why();
    }

    @Override
    public Optional<String> landing(String unitId, UnitOrder.Land order) {
        Optional<Unit> u = state.unit(unitId);
        if (u.isEmpty() || map.sea().isEmpty()) {
            return Optional.of(unitId + " is not aboard a transport group: LAND is for units at sea (GITM 7.17)");
        }
        return Landing.problem(map.sea().get(), map, state.navy(), u.get(), order, this::isGuatemala);
    }

    @Override
    public Optional<String> garrisonEntry(String unitId, String port) {
        Optional<Unit> u = state.unit(unitId);
        if (u.isEmpty() || map.sea().isEmpty()) {
            return OrderContext.super.garrisonEntry(unitId, port);
        }
        return Garrisoning.problem(state, map.sea().get(), state.navy(), u.get(), port);
    }

    @Override
    public Optional<String> garrisonPort(String stateId, String port) {
        return state.port(port).flatMap(p -> GarrisonRules.closedTo(state, stateId, p));
    }

    @Override
    public Optional<String> voyage(String stateId, OfficeOrder.Sail order) {
        return Voyages.plan(map.sea(), state.navy(), stateId, order).problem();
    }

    @Override
    public Optional<String> combatOrders(String stateId, OfficeOrder.Combat order) {
        return CombatOrdersCheck.problem(state.navy(), stateId, order.ship(), order.given());
    }

    @Override
    public Optional<ShipView> ship(String shipId) {
        return state.navy().ship(shipId).map(this::view);
    }

    private ShipView view(Ship ship) {
        boolean enemy = false;
        int friends = 0;
        for (Ship other : state.navy().ships().values()) {
            if (other == ship || !other.station().equals(ship.station())) {
                continue;
            }
            Relation r = state.relation(ship.state(), other.state());
            if (r == Relation.HOSTILE) {
                enemy = true;
            } else if (r == Relation.ALLIED) {
                friends++;
            }
        }
        return new ShipView(ship.id().toString(), ship.state(), ship.isWarship(),
                ship.station() instanceof Station.Open, enemy, friends, ship.station().key());
    }

    private UnitView view(Unit u) {
        Branch branch = GitmRuleset.branch(u.id().type());
        UnitLocation where = state.navy().carrier(u.id())
                .<UnitLocation>map(g -> new UnitLocation.Aboard(g.toString()))
                .or(() -> state.garrison(u.id()).map(UnitLocation.InPort::new))
                .orElseGet(() -> new UnitLocation.OnMap(u.location().strategic(), u.location().tactical()));
        return new UnitView(u.id().toString(), branch, u.state(), u.id().nation(), where,
                u.readiness() == Readiness.ACTIVE, u.men(), u.batteries(), u.readiness() == Readiness.SHATTERED, u.supplies());
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        return map.square(square);
    }

    /**
     * GITM 7.16: Guatemala (with British Honduras) is the part of the theatre map that belongs to neither nation;
     * the 1846 map marks those squares as outside (docs/map.md). An inline test map may name a state {@code GUA}.
     */
    @Override
    public boolean isGuatemala(StrategicSquare square) {
        if (map instanceof TheatreMap theatre && theatre.isOutside(square)) {
            return true;
        }
        return map.square(square).map(s -> s.state().equalsIgnoreCase("GUA")).orElse(false);
    }

    @Override
    public Optional<City> city(String name) {
        return Optional.ofNullable(cities.get(name.strip().toLowerCase(Locale.ROOT)));
    }

    @Override
    public boolean isOffMapPort(String name) {
        return state.port(name).isPresent(); // the game's off-map ports (GITM 7.17; docs/rules/sow.md section 3)
    }

    @Override
    public Optional<Nation> nationOf(String stateId) {
        return state.state(stateId).map(Polity::nation);
    }

    @Override
    public boolean isNorthOfRioGrande(StrategicSquare square) {
        return rioGrande.isNorthOf(square);
    }

    @Override
    public int arrears(String stateId) {
        return state.state(stateId).map(p -> p.purse().arrears()).orElse(0);
    }

    @Override
    public java.util.OptionalInt treasury(String stateId) {
        return state.state(stateId).map(p -> java.util.OptionalInt.of(p.treasury()))
                .orElse(java.util.OptionalInt.empty());
    }

    @Override
    public Optional<String> stateId(String idOrName) {
        String wanted = idOrName.strip();
        return state.states().values().stream()
                .filter(p -> p.id().equalsIgnoreCase(wanted) || p.name().equalsIgnoreCase(wanted))
                .map(Polity::id).findFirst();
    }

    /** SoW 4.2-4.9 judged as the Orders phase judges them (docs/rules/sow.md sections 8, 18.2), block by block. */
    @Override
    public Optional<RaiseJudge> raising() {
        // Two purses: one after the other officers' queued orders, as the deadline pays (sow.md 18.4), and one
        // without them, to tell the player when it is their orders that make his fail.
        ArrivalFunds funds = new ArrivalFunds(state, map);
        ArrivalFunds alone = new ArrivalFunds(state, map);
        java.util.Map<String, String> risingAt = new java.util.TreeMap<>();
        java.util.Map<String, Integer> countedFirst = new java.util.TreeMap<>();
        return Optional.of(new RaiseJudge() {
            @Override
            public Optional<String> problem(String stateId, OfficeOrder.Raise order) {
                int theirs = countedFirst.computeIfAbsent(stateId, id -> countQueued(id, funds));
                boolean rising = org.adjutant.gitm.forces.RisingRules.isRising(state, map, stateId, order);
                if (rising && risingAt.containsKey(stateId)) {
                    // SoW 4.3: one attempt a turn, the last sent counting; within one block the second is refused
                    // rather than accepted and silently dropped at the deadline
                    return Optional.of("a state tries one militia rising a turn (SoW 4.3) and this block already"
                            + " orders one at " + risingAt.get(stateId) + "; to rise elsewhere, send the block again"
                            + " with that order changed");
                }
                Optional<String> problem = BuildRules.problem(state, map, stateId, order, funds);
                if (BuildRules.problem(state, map, stateId, order, alone).isEmpty()) {
                    BuildRules.count(state, map, stateId, order, alone);
                    problem = problem.map(why -> OrdersProjection.countedFirst(why, roles(), theirs));
                }
                if (problem.isEmpty() && rising) {
                    risingAt.put(stateId, order.city());
                }
                if (problem.isEmpty()) {
                    BuildRules.count(state, map, stateId, order, funds);
                }
                return problem;
            }

            @Override
            public Optional<String> transport(String stateId, OfficeOrder.RaiseTransport order) {
                return judged(stateId, purse -> TransportBuilds.problem(state, map, stateId, order, purse,
                        fitted(purse)), purse -> TransportBuilds.count(map, stateId, order, purse, fitted(purse)));
            }

            @Override
            public Optional<String> warship(String stateId, OfficeOrder.RaiseWarship order) {
                return judged(stateId, purse -> WarshipBuilds.problem(state, map, stateId, order, purse,
                        laid(purse)), purse -> WarshipBuilds.count(map, stateId, order, purse, laid(purse)));
            }

            /**
             * A naval build judged after the other officers' queued orders, as the deadline pays it, and alone, to
             * tell the player when it is their orders that make his fail; counted in each purse it passes.
             */
            private Optional<String> judged(String stateId,
                                            java.util.function.Function<ArrivalFunds, Optional<String>> problemIn,
                                            java.util.function.Consumer<ArrivalFunds> countIn) {
                int theirs = countedFirst.computeIfAbsent(stateId, id -> countQueued(id, funds));
                Optional<String> problem = problemIn.apply(funds);
                if (problemIn.apply(alone).isEmpty()) {
                    countIn.accept(alone);
                    problem = problem.map(why -> OrdersProjection.countedFirst(why, roles(), theirs));
                }
                if (problem.isEmpty()) {
                    countIn.accept(funds);
                }
                return problem;
            }

            @Override
            public Optional<String> reinforcement(String stateId, OfficeOrder.Reinforce order) {
                int theirs = countedFirst.computeIfAbsent(stateId, id -> countQueued(id, funds));
                Optional<Unit> unit = state.unit(order.unit());
                if (unit.isEmpty()) {
                    return Optional.of("there is no unit " + order.unit() + " in this game");
                }
                Optional<String> problem = ReinforceRules.problem(state, map, stateId, unit.get(), order, funds);
                if (ReinforceRules.problem(state, map, stateId, unit.get(), order, alone).isEmpty()) {
                    ReinforceRules.count(map, stateId, unit.get(), order, alone);
                    problem = problem.map(why -> OrdersProjection.countedFirst(why, roles(), theirs));
                }
                if (problem.isEmpty()) {
                    ReinforceRules.count(map, stateId, unit.get(), order, funds);
                }
                return problem;
            }
        });
    }

    /** The block's money as the deadline would see it (docs/rules/sow.md section 18.3); none without the economy. */
    @Override
    public Optional<org.adjutant.gitm.order.Projection> project(String stateId, java.util.List<OfficeOrder> orders) {
        if (!economy()) {
            return Optional.empty();
        }
        // The deadline pays reinforcements (O7) and builds (O9) before works, purchases and payments (O10-O12): the
        // block's RAISE and REINFORCE orders that its checks let through are counted first, with the same rules.
        // The other officers' blocks arrived first: in each step their orders are paid before the block's own.
        java.util.List<OfficeOrder> others = queued.stream().map(OfficeOrders.Given::order).toList();
        ArrivalFunds builds = new ArrivalFunds(state, map);
        java.util.Map<LedgerLine.Kind, Integer> own = new java.util.EnumMap<>(LedgerLine.Kind.class);
        for (boolean reinforcements : new boolean[] {true, false}) {
            count(stateId, others, builds, reinforcements);
            int before = spent(builds, stateId);
            count(stateId, orders, builds, reinforcements);
            own.merge(reinforcements ? LedgerLine.Kind.REINFORCEMENTS : LedgerLine.Kind.BUILDS,
                    spent(builds, stateId) - before, Integer::sum);
        }
        java.util.Map<LedgerLine.Kind, Integer> theirs = new java.util.EnumMap<>(LedgerLine.Kind.class);
        theirs.putAll(builds.spent(stateId));
        own.forEach((kind, crowns) -> theirs.merge(kind, -crowns, Integer::sum));
        return Optional.of(OrdersProjection.project(state, map, stateId, orders, own,
                new OrdersProjection.Queued(queued.stream().map(OfficeOrders.Given::role).toList(), others,
                        theirs)));
    }

    /**
     * Counts the other officers' queued reinforcements and builds into {@code funds} (the deadline pays the blocks
     * that arrived earlier first, sow.md 18.4) and returns what they spend.
     */
    private int countQueued(String stateId, ArrivalFunds funds) {
        java.util.List<OfficeOrder> others = queued.stream().map(OfficeOrders.Given::order).toList();
        count(stateId, others, funds, true);
        count(stateId, others, funds, false);
        return spent(funds, stateId);
    }

    private static int spent(ArrivalFunds funds, String stateId) {
        return funds.spent(stateId).values().stream().mapToInt(Integer::intValue).sum();
    }

    /** A block's REINFORCE (O7) or RAISE (O8, O9) orders that the forces rules let through, counted as paid. */
    private void count(String stateId, java.util.List<OfficeOrder> orders, ArrivalFunds builds,
                       boolean reinforcements) {
        for (OfficeOrder order : orders) {
            if (reinforcements && order instanceof OfficeOrder.Reinforce r) {
                state.unit(r.unit()).filter(u -> ReinforceRules.problem(state, map, stateId, u, r, builds).isEmpty())
                        .ifPresent(u -> ReinforceRules.count(map, stateId, u, r, builds));
            } else if (!reinforcements && order instanceof OfficeOrder.Raise r
                    && BuildRules.problem(state, map, stateId, r, builds).isEmpty()) {
                BuildRules.count(state, map, stateId, r, builds);
            } else if (!reinforcements && order instanceof OfficeOrder.RaiseTransport t
                    && TransportBuilds.problem(state, map, stateId, t, builds, fitted(builds)).isEmpty()) {
                TransportBuilds.count(map, stateId, t, builds, fitted(builds));
            } else if (!reinforcements && order instanceof OfficeOrder.RaiseWarship w
                    && WarshipBuilds.problem(state, map, stateId, w, builds, laid(builds)).isEmpty()) {
                WarshipBuilds.count(map, stateId, w, builds, laid(builds));
            }
        }
    }

    /** The warships each purse has counted as laid down in each port so far (naval.md section 13.4). */
    private java.util.Map<String, Integer> laid(ArrivalFunds purse) {
        return laidByPurse.computeIfAbsent(purse, p -> new java.util.TreeMap<>());
    }

    /** The transport capacity each purse has counted in each port so far (naval.md section 13). */
    private java.util.Map<String, Integer> fitted(ArrivalFunds purse) {
        return fittedByPurse.computeIfAbsent(purse, p -> new java.util.TreeMap<>());
    }

    /** The role slots whose queued orders are counted, in arrival order, each once. */
    private java.util.List<String> roles() {
        return queued.stream().map(OfficeOrders.Given::role).distinct().toList();
    }

    @Override
    public Optional<String> ballot(String voter, org.adjutant.gitm.order.OfficeOrder.Vote vote) {
        return org.adjutant.gitm.politics.Presidents.ballotProblem(state, voter, vote);
    }

    @Override
    public Optional<String> diplomacy(String leaderOf, org.adjutant.gitm.order.OfficeOrder order) {
        return org.adjutant.gitm.politics.Diplomacy.problem(state, leaderOf, order);
    }

    @Override
    public boolean economy() {
        return state.settings().rules().economy();
    }
}
