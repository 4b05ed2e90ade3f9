using System;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>A DTO with no MessagePack attributes of either library.</summary>
    public sealed class PlainItem : IEquatable<PlainItem>
    {
        public int Id { get; set; }

        public string Name { get; set; } = "";

        public static PlainItem Make(int id) => new() { Id = id, Name = "plain-" + id };

        public bool Equals(PlainItem? other) => other is not null && other.Id == this.Id && other.Name == this.Name;

        public override bool Equals(object? obj) => this.Equals(obj as PlainItem);

        public override int GetHashCode() => HashCode.Combine(this.Id, this.Name);
    }
}
