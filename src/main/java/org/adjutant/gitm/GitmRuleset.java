package org.adjutant.gitm;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.adjutant.gitm.economy.CampaignEconomy;
import org.adjutant.gitm.forces.BuildsCompleted;
import org.adjutant.gitm.forces.MilitiaRisings;
import org.adjutant.gitm.forces.PeaceUnloading;
import org.adjutant.gitm.forces.Repairs;
import org.adjutant.gitm.forces.ReturningMen;
import org.adjutant.gitm.forces.Raising;
import org.adjutant.gitm.forces.TransportRaising;
import org.adjutant.gitm.forces.TransportsFitted;
import org.adjutant.gitm.forces.Shipyards;
import org.adjutant.gitm.forces.WarshipRaising;
import org.adjutant.gitm.forces.Reinforcing;
import org.adjutant.gitm.economy.IncomeStep;
import org.adjutant.gitm.economy.EconomySwitch;
import org.adjutant.gitm.economy.Fortifying;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Payments;
import org.adjutant.gitm.economy.Purchases;
import org.adjutant.gitm.economy.SuppliesDelivered;
import org.adjutant.gitm.economy.TreasuryStatements;
import org.adjutant.gitm.economy.UpkeepStep;
import org.adjutant.gitm.economy.WarChestLimit;
import org.adjutant.gitm.economy.WorksProgress;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.victory.VictoryCheck;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.Collections;
import java.util.function.Function;
import org.adjutant.gitm.city.CityCapture;
import org.adjutant.gitm.city.CityCaptureMorale;
import org.adjutant.gitm.city.PeaceLiftsSieges;
import org.adjutant.gitm.city.RecordedSieges;
import org.adjutant.gitm.city.SiegeSurrender;
import org.adjutant.gitm.city.SiegeWatch;
import org.adjutant.gitm.combat.GitmBombardment;
import org.adjutant.gitm.combat.GitmCombat;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.order.CarriedOut;
import org.adjutant.gitm.order.DefaultOrders;
import org.adjutant.gitm.order.Office;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderDesk;
import org.adjutant.gitm.order.TurnKind;
import org.adjutant.gitm.report.GitmReports;
import org.adjutant.gitm.scenario.ScenarioLoader;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.forces.Disbanding;
import org.adjutant.gitm.naval.CrewTransferring;
import org.adjutant.gitm.naval.Boarding;
import org.adjutant.gitm.naval.Garrisoning;
import org.adjutant.gitm.naval.Landing;
import org.adjutant.gitm.naval.Sailing;
import org.adjutant.gitm.naval.Scuttling;
import org.adjutant.gitm.naval.combat.NavalCombat;
import org.adjutant.gitm.supply.SeaSupply;
import org.adjutant.gitm.naval.TransportMerging;
import org.adjutant.gitm.forces.Merging;
import org.adjutant.gitm.forces.Transferring;
import org.adjutant.gitm.readiness.Activations;
import org.adjutant.gitm.readiness.AutoActivation;
import org.adjutant.gitm.politics.Diplomacy;
import org.adjutant.gitm.politics.Election;
import org.adjutant.gitm.politics.IncomeShares;
import org.adjutant.gitm.politics.OfficeMoves;
import org.adjutant.gitm.politics.Presidents;
import org.adjutant.gitm.politics.Shares;
import org.adjutant.gitm.politics.StateOffices;
import org.adjutant.gitm.readiness.Inactivations;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.supply.CityProduction;
import org.adjutant.gitm.supply.Desertion;
import org.adjutant.gitm.supply.GitmCommunications;
import org.adjutant.gitm.supply.GitmSupply;
import org.adjutant.gitm.supply.LedgerRecorded;
import org.adjutant.gitm.supply.SupplyMovements;
import org.adjutant.gitm.supply.SupplyPicture;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.RuleOptions;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.ScenarioException;
import org.adjutant.ruleset.TurnLabel;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;

/**
 * Gathered In Their Masses as the robot hosts it. Maps are handed in by name ({@code "1846"}) from outside, so this
 * class reads no files. The turn, for now, carries the state forward and records every unit's orders as events; the
 * movement and combat engines plug in here as they are built.
 */
public final class GitmRuleset implements Ruleset {
    private final Function<String, Optional<StrategicMap>> maps;
    private final Map<StrategicMap, RioGrande> rioGrande = Collections.synchronizedMap(new WeakHashMap<>());
    /** The context of the state last checked: a deadline's mails are all checked against the same state. */
    private volatile CachedContext lastContext;
    private final GitmReports reports;
    /** A field, not per call: the engine keeps the tactical maps of named maps between turns. */
    private final GitmTurnEngine engine = new GitmTurnEngine(turnPlugins());

    /**
     * The rules areas a GITM turn runs with (GITM 8 tactical movement, GITM 9 bombardment and combat, GITM 10 supply
     * and communications, GITM 10.3 sieges and the designed captures of cities, GITM 11 inactive units), fresh
     * instances; the offline battle command fights its battles with the same ones, but its first turn without the
     * supply rules, since a battle file states supplies and communications as history had them when the fighting
     * began ({@code gitm.battle.BattlePlay}).
     */
    public static TurnPlugins turnPlugins() {
        return TurnPlugins.standard()
                .withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat())
                .withSupply(new GitmSupply(List.of(new SupplyMovements(new SeaSupply()), new Desertion())))
                .withCommunications(new GitmCommunications())
                .withSieges(new RecordedSieges())
                // Orders phase, in the order of docs/rules/sow.md section 22: a peace or truce turn lifts every
                // siege (gitm-10-supply.md section 13), units disbanded (O2), ships scuttled (O2b, naval.md), the
                // activations of GITM 11.1 (O3), merges (O4; transport groups', O4b), transfers (O5; seamen's, O5b),
                // the ships' sailing (O5c, naval.md section 3) and their fights
                // (O5d, naval.md section 15), the inactivations (O6) and the automatic activation
                // after them, then the economy's orders, each only when the game file keeps the economy on:
                // reinforcements (O7), risings of militia (O8), builds
                // (O9), works on forts (O10), purchases of supplies (O11) and payments between states (O12), then,
                // economy or not, the treaties and declarations of war between Mexican states and the count of the
                // ballots for the President of Mexico (docs/rules/politics.md sections 6 and 4). Phase ends
                // (gitm-10-supply.md section 17): at the end of strategic phase 1 only, landings then boardings
                // (naval.md sections 9-10); automatic activation (P1), captures (P2), then sieges (P3), so a
                // city just taken is judged for its new holder. End of turn: siege surrender, then city-capture
                // morale.
                .withHooks(new TurnPlugins.Hooks(
                        List.of(new PeaceLiftsSieges(), new Disbanding(), new Scuttling(), new Activations(),
                                new Merging(), new TransportMerging(), new Transferring(), new CrewTransferring(),
                                new Sailing(), new NavalCombat(), new Inactivations(), new AutoActivation(),
                                EconomySwitch.on(new Reinforcing()), EconomySwitch.on(new MilitiaRisings()),
                                EconomySwitch.on(new Raising()), EconomySwitch.on(new TransportRaising()),
                                EconomySwitch.on(new WarshipRaising()),
                                EconomySwitch.on(new Fortifying()), EconomySwitch.on(new Purchases()),
                                EconomySwitch.on(new Payments()), new Diplomacy(), new Election()),
                        List.of(new Landing(), new Garrisoning(), new PeaceUnloading(), new Boarding(), new AutoActivation(), new CityCapture(),
                                new SiegeWatch()),
                        List.of(new SiegeSurrender(), new CityCaptureMorale()),
                        List.of(new CityProduction(), new SupplyPicture())))
                .withEndOfTurn(victoryLast(economy(List.of(EconomySwitch.on(new WorksProgress()),
                        EconomySwitch.on(new SuppliesDelivered()), new LedgerRecorded()))));
    }

    /** The victory conditions are checked last, on the position every other step has made (docs/rules/victory.md). */
    private static List<TurnStep> victoryLast(List<TurnStep> steps) {
        List<TurnStep> all = new ArrayList<>(steps);
        all.add(new VictoryCheck());
        return all;
    }

    /**
     * Sinews of War's end-of-turn steps around {@code before} (docs/rules/sow.md section 22): E1 the builds completed
     * first, so that the supplies new units carry are in the turn's supply ledger; then {@code before}, which holds E2,
     * works on forts, and E3, the delivery of supplies bought (before the supply ledger is recorded); then E4 income,
     * E4b the President of Mexico's shares of it (docs/rules/politics.md section 5),
     * E5 upkeep (and the troops left unpaid, section 6), E5b the war chest's limit (section 3.2), the wounded and
     * prisoners with no unit to rejoin (section 7), E6 the campaign's manpower (turn 15 only) and E7 the treasury
     * statements. Each runs only when the game file has not switched the economy off
     * ({@code EconomySwitch}).
     */
    private static List<TurnStep> economy(List<TurnStep> before) {
        List<TurnStep> steps = new ArrayList<>();
        steps.add(EconomySwitch.on(new BuildsCompleted()));
        steps.add(EconomySwitch.on(new TransportsFitted()));
        steps.add(EconomySwitch.on(new Shipyards()));
        steps.add(EconomySwitch.on(new Repairs()));
        steps.addAll(before);
        steps.add(EconomySwitch.on(new IncomeStep()));
        steps.add(EconomySwitch.on(new IncomeShares()));
        steps.add(EconomySwitch.on(new UpkeepStep()));
        steps.add(EconomySwitch.on(new WarChestLimit()));
        steps.add(EconomySwitch.on(new ReturningMen()));
        steps.add(EconomySwitch.on(new CampaignEconomy()));
        steps.add(EconomySwitch.on(new TreasuryStatements()));
        return steps;
    }

    public GitmRuleset(Function<String, Optional<StrategicMap>> maps) {
        this.maps = maps;
        this.reports = new GitmReports(maps);
    }

    @Override
    public String id() {
        return "gitm";
    }

    @Override
    public String title() {
        return "Gathered In Their Masses";
    }

    @Override
    public Opening open(String scenarioText, String sourceName) throws ScenarioException {
        return ScenarioLoader.load(scenarioText, sourceName, maps);
    }

    /**
     * The opening with the game file's rule switches kept in its settings ({@link RuleOptions}: {@code
     * general-retreat}, GITM 9.12), so every turn and every replay of the game reads the same ones.
     */
    @Override
    public Opening open(String scenarioText, String sourceName, Map<String, String> rules, String rulesSource)
            throws ScenarioException {
        Opening opening = open(scenarioText, sourceName);
        if (rules.isEmpty()) {
            return opening;
        }
        RuleOptions options;
        try {
            options = RuleOptions.of(rules);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(rulesSource, 0, "rules: " + e.getMessage());
        }
        GitmState s = (GitmState) opening.state();
        return new Opening(s.withSettings(s.settings().withRules(options)), opening.offices(), opening.roles());
    }

    @Override
    public GameState decode(String encoded) {
        return GitmStateCodec.decode(encoded);
    }

    @Override
    public String encode(GameState state) {
        return GitmStateCodec.encode((GitmState) state);
    }

    @Override
    public List<UnitInfo> units(GameState state) {
        return ((GitmState) state).units().stream()
                .map(u -> new UnitInfo(u.id().toString(), u.state(), u.id().describe(), u.commander(), u.deputy()))
                .toList();
    }

    /** In GITM a side is a nation: its states' units and officers vote together. */
    @Override
    public String side(GameState state, String owner) {
        return ((GitmState) state).state(owner).map(p -> p.nation().title()).orElse(owner);
    }

    @Override
    public BlockVerdict check(GameState state, String unitId, List<Line> body) {
        GitmState s = (GitmState) state;
        if (s.isOver()) {
            return over(s, body);
        }
        return OrderDesk.checkUnitBlock(context(s), unitId, body);
    }

    /**
     * Every line refused once the scenario's last campaign has been played (docs/rules/sow.md 17.5) or the war has been
     * won (docs/rules/victory.md).
     */
    private static BlockVerdict over(GitmState s, List<Line> body) {
        String why = s.settings().victory().decided().map(v -> "the game is over (" + v.winner().title()
                + " won the war with " + CampaignCalendar.label(v.campaign(), v.turn()).inText() + ")")
                .orElseGet(() -> "the game is over (it ended after " + CampaignCalendar.label(s.settings().calendar()
                        .lastCampaign(), TurnCalendar.TURNS_PER_CAMPAIGN).inText()
                        + ", the end of its scenario's last campaign)");
        return BlockVerdict.rejected(body.stream().map(line -> Problem.at(line, why)).toList());
    }

    /** GITM 5.1: the game is over once turn 15 of the scenario's last campaign has been played. */
    @Override
    public boolean isOver(GameState state) {
        return ((GitmState) state).isOver();
    }

    /**
     * GITM's one numbering (GITM 5.1, 7.18): the deployment turn, then campaign c, turn t. Turn {@code n} of the game
     * is the opening's turn stepped on {@code n - 1} times as the engine steps ({@link CampaignCalendar#following}),
     * so every label agrees with the campaign and turn of the position the reports of that turn are drawn from.
     */
    @Override
    public TurnLabel turnLabel(GameState opening, int turn) {
        GitmState s = (GitmState) opening;
        int campaign = s.campaign();
        int t = s.turn();
        for (int i = 1; i < turn; i++) {
            int[] next = CampaignCalendar.following(campaign, t);
            campaign = next[0];
            t = next[1];
        }
        return CampaignCalendar.label(campaign, t);
    }

    @Override
    public String nextTurn(GameState state) {
        GitmState s = (GitmState) state;
        if (s.turn() == 0) {
            return "The first deadline runs the deployment turn (GITM 7.18): units do not march or fight; each may\n"
                    + "be placed with DEPLOY (DEPLOY AT <tactical square> in its own square, DEPLOY TO <square> AT\n"
                    + "<tactical square> elsewhere within reach). A unit's block may also hold ACTIVATE, INACTIVATE,\n"
                    + "MERGE INTO and TRANSFER; PATH is refused on that turn, and so are postures, line, supply and\n"
                    + "tactical orders, since it has no march, battle or supply phase: send them for turn 1. The\n"
                    + "ministers' orders (militia raised, supplies bought, forts, payments, merges, transfers,\n"
                    + "activations) are carried out first, before the placement; no income or upkeep. Campaign 1\n"
                    + "begins after it.";
        }
        return CampaignOpening.nextTurn(s);
    }

    @Override
    public List<String> exampleOrders(GameState state, String unitId) {
        GitmState s = (GitmState) state;
        Optional<Unit> unit = s.unit(unitId);
        if (unit.isEmpty()) {
            return List.of();
        }
        // Only orders the turn carries out (CarriedOut): the deployment turn places units, and militia stay where
        // they were raised (GITM 7.18), so they have no example then; turns without battles read no postures.
        List<String> lines = new ArrayList<>();
        TurnKind kind = context(s).turn();
        if (kind == TurnKind.DEPLOYMENT) {
            if (unit.get().id().type() != UnitType.MI) {
                lines.add("DEPLOY AT " + unit.get().location().tactical());
            }
        } else if (CarriedOut.hasBattles(kind)) {
            lines.add("POSTURE ATTACK/DEFEND");
            lines.add("LINE FIRST");
        } else {
            lines.add("SUPPLY LEVEL 1");
        }
        return lines;
    }

    @Override
    public boolean startsAnOrder(String line) {
        return OrderDesk.startsAnOrder(line);
    }

    @Override
    public BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded, List<Line> body) {
        return checkOffice(state, offices, commanded, body, Map.of());
    }

    /**
     * docs/rules/sow.md 18.2-18.4: the block is judged after what the other officers of its state have queued for
     * the turn (they spend from the same treasury, and the deadline pays their earlier blocks first); other states'
     * blocks are never looked at, so a reply reveals nothing of them.
     */
    @Override
    public BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded, List<Line> body,
                                    Map<String, List<String>> queued) {
        GitmState s = (GitmState) state;
        if (s.isOver()) {
            return over(s, body);
        }
        // docs/rules/politics.md section 4: the presidency follows the ballots, not the seat a slot was given
        offices = Presidents.effective(s, offices);
        // section 5: the President's shares are judged by the presidency, whatever else the block holds
        List<Line> shares = body.stream().filter(Shares::isShare).toList();
        if (!shares.isEmpty()) {
            List<Line> rest = body.stream().filter(l -> !Shares.isShare(l)).toList();
            BlockVerdict president = Shares.check(s, offices, shares);
            return rest.isEmpty() ? president
                    : joined(checkOffice(state, offices, commanded, rest, queued), president);
        }
        Optional<String> stateId = offices.stream().filter(o -> o.startsWith("minister:"))
                .map(o -> o.substring("minister:".length())).findFirst();
        Set<Office> held = EnumSet.noneOf(Office.class);
        stateId.ifPresent(id -> held.add(Office.WAR_MINISTER));
        // docs/rules/sow.md section 2: the Treasury Minister's office, held by its own slot or, when the state names
        // none, by the War Minister's
        Optional<String> treasuryOf = offices.stream().filter(o -> o.startsWith("treasury:"))
                .map(o -> o.substring("treasury:".length())).findFirst();
        if (treasuryOf.isPresent() && (stateId.isEmpty() || stateId.equals(treasuryOf))) {
            stateId = treasuryOf;
            held.add(Office.TREASURY_MINISTER);
        } else if (stateId.isPresent() && s.state(stateId.get())
                .map(p -> p.treasurer().equals(p.minister())).orElse(false)) {
            held.add(Office.TREASURY_MINISTER);
        }
        // docs/rules/naval.md section 6: the Naval Minister merges his state's transport groups
        Optional<String> navalOf = offices.stream().filter(o -> o.startsWith("naval:"))
                .map(o -> o.substring("naval:".length())).findFirst();
        if (navalOf.isPresent() && (stateId.isEmpty() || stateId.equals(navalOf))) {
            stateId = navalOf;
            held.add(Office.NAVAL_MINISTER);
        }
        for (String unit : commanded) {
            Optional<Unit> hq = s.unit(unit).filter(u -> u.id().type() == UnitType.AQ);
            if (hq.isPresent() && (stateId.isEmpty() || stateId.get().equals(hq.get().state()))) {
                held.add(Office.ARMY_HQ_COMMANDER);
                stateId = Optional.of(hq.get().state());
            }
        }
        if (stateId.isEmpty()) {
            String why = StateOffices.of(offices).stream().findFirst().map(GitmRuleset::noOrdersOfStateYet)
                    .orElse("only a War Minister or an army-HQ commander gives orders of state; unit orders go in"
                            + " a UNIT block");
            List<Problem> problems = new ArrayList<>();
            for (Line line : body) {
                problems.add(Problem.at(line, why));
            }
            return BlockVerdict.rejected(problems);
        }
        return OrderDesk.checkOfficeBlock(context(s).withQueued(colleagues(s, stateId.get(), queued)),
                stateId.get(), held, body);
    }

    /** One block's verdict from two parts of it: problems in line order, the normal forms one after the other. */
    private static BlockVerdict joined(BlockVerdict first, BlockVerdict second) {
        List<Problem> problems = new ArrayList<>(first.problems());
        problems.addAll(second.problems());
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(Problem::line));
            return BlockVerdict.rejected(problems);
        }
        List<String> normal = new ArrayList<>(first.normalForm());
        normal.addAll(second.normalForm());
        return new BlockVerdict(normal, List.of(), first.notes());
    }

    /**
     * docs/rules/politics.md section 2: SoW lets the Prime Minister and the Monarch give the ministers' orders; the turn
     * carries out the ministers' orders from the ministers' slots only, so the block is refused rather than accepted
     * to do nothing.
     */
    private static String noOrdersOfStateYet(StateOffices.Held office) {
        String ministers = "the War Minister and the Treasury Minister of " + office.state();
        return office.words() + " gives no orders of state in this game yet, ASSIGN apart: " + ministers
                + " give them (docs/rules/politics.md section 2)";
    }

    /** docs/rules/politics.md sections 1 and 7: the offices of a state, as a moderator names them. */
    @Override
    public Optional<String> officeKind(String words) {
        return StateOffices.kindNamed(words);
    }

    @Override
    public List<String> officeNames() {
        return StateOffices.names();
    }

    /** docs/rules/politics.md section 7: the War and Treasury Ministers' orders are read from their slots. */
    @Override
    public Optional<String> officeSlot(GameState state, String office) {
        return OfficeMoves.slot((GitmState) state, office);
    }

    @Override
    public Optional<String> officeMoveProblem(GameState state, String office, Set<String> held) {
        return OfficeMoves.problem((GitmState) state, office, held);
    }

    /** docs/rules/politics.md section 4: the President of Mexico is kept in the position, not in the seats. */
    @Override
    public Optional<org.adjutant.ruleset.PositionOffice> seatInPosition(GameState state, String office,
                                                                        Map<String, Set<String>> seats,
                                                                        Optional<String> to) {
        return org.adjutant.gitm.politics.PresidencySeating.seat((GitmState) state, office, seats, to);
    }

    /** A moderator's correction of the position (docs/moderators.md, "ADJUST"): {@code gitm.adjust.Adjustments}. */
    @Override
    public org.adjutant.ruleset.Adjusted adjust(GameState state, String what) {
        return org.adjutant.gitm.adjust.Adjustments.adjust((GitmState) state, what, maps);
    }

    @Override
    public List<String> defaultOrders(GameState state, String unitId) {
        GitmState s = (GitmState) state;
        return DefaultOrders.normalForm(context(s).unit(unitId).orElseThrow(
                () -> new IllegalArgumentException("no unit " + unitId)));
    }

    /**
     * GITM 3.4: the War Minister of the unit's state, or the commander of an army HQ of that same state, may assign
     * its commander and deputy; so may its Prime Minister and Monarch (the assignment form; docs/rules/politics.md
     * section 2).
     */
    @Override
    public boolean mayAssign(GameState state, Set<String> offices, Set<String> commanded, String unitId) {
        GitmState s = (GitmState) state;
        Optional<Unit> unit = s.unit(unitId);
        if (unit.isEmpty()) {
            return false;
        }
        String owner = unit.get().state();
        if (StateOffices.overseen(Presidents.effective(s, offices)).contains(owner)) {
            return true;
        }
        return commanded.stream().anyMatch(id -> UnitId.parse(id).map(u -> s.isArmyHq(u, owner)).orElse(false));
    }

    /**
     * One turn (GITM 5.2) by the turn engine: strategic withdrawal and movement (GITM 7), tactical movement (GITM 8),
     * end of turn (GITM 3.2, 3.6, 3.7); supply, bombardment and combat are plug-in points still empty. The engine
     * reads the calendar from the state.
     */
    @Override
    public TurnOutcome resolve(GameState state, int turn, Map<String, UnitOrders> orders,
                               Map<String, List<String>> officeOrders, Dice dice) {
        GitmState s = (GitmState) state;
        return engine.resolve(s, s.map(maps), orders, officeOrders, dice);
    }

    /** Battles by place and outcome, captures, public treaties, the presidency and the war's end (PublicNews). */
    @Override
    public List<String> publicNews(GameState before, int turn, TurnOutcome outcome) {
        return reports.publicNews((GitmState) before, outcome);
    }

    @Override
    public List<ReportDraft> reports(GameState before, int turn, TurnOutcome outcome, Recipient recipient) {
        return reports.forRecipient((GitmState) before, turn, outcome, recipient);
    }

    /** The queued orders of the state's officer slots (War and Treasury Minister), blocks in arrival order. */
    private static List<OfficeOrders.Given<OfficeOrder>> colleagues(GitmState s, String stateId,
                                                                    Map<String, List<String>> queued) {
        return s.state(stateId).map(p -> OfficeOrders.of(queued, Set.copyOf(List.of(p.minister(), p.treasurer())),
                OfficeOrder.class)).orElse(List.of());
    }

    GitmOrderContext context(GitmState state) {
        CachedContext cached = lastContext;
        if (cached != null && cached.state() == state) {
            return cached.context();
        }
        StrategicMap map = state.map(maps);
        GitmOrderContext fresh = new GitmOrderContext(state, map, rioGrande.computeIfAbsent(map, RioGrande::new));
        lastContext = new CachedContext(state, fresh);
        return fresh;
    }

    private record CachedContext(GitmState state, GitmOrderContext context) {
    }

    /** The order language's name for a unit type: the same two-letter codes. */
    static Branch branch(UnitType type) {
        return Branch.valueOf(type.name());
    }
}
