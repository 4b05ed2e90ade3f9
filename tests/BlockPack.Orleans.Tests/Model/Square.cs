namespace BlockPack.Orleans.Tests.Model
{
    [MessagePackObject]
    public sealed record Square([property: Key(0)] double Side) : IShape
    {
        [IgnoreMember] public double Area => this.Side * this.Side;
    }
}
