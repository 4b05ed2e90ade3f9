namespace BlockPack.Orleans.Tests.Model
{
    [MessagePackObject]
    public sealed record Circle([property: Key(0)] double Radius) : IShape
    {
        [IgnoreMember] public double Area => System.Math.PI * this.Radius * this.Radius;
    }
}
